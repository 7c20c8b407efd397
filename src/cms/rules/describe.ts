// A data-check problem as /admin/ lists it above the form: the field it is about, by the labels the editor sees
// (a list item by its number, a language by its name), and the check's own message in sentence case.
import type { CmsField } from '../fields';
import type { Problem } from '../../checks/validate';

export interface ProblemLine {
  /** Field names and list indices from the entry's top, for finding the field in the form. */
  path: (string | number)[];
  /** What the editor reads: "Lots › 4 › Hold from". */
  where: string;
  message: string;
}

const languageNames: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  ru: 'Russian',
  ar: 'Arabic',
};

const humanize = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export const sentence = (text: string): string => {
  const t = text.trim();
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?)]$/.test(s) ? s : `${s}.`;
};

export function problemLine(problem: Problem, fields: CmsField[]): ProblemLine {
  const parts = problem.pointer.split('/').filter(Boolean);
  const path: (string | number)[] = [];
  const labels: string[] = [];
  let current: CmsField[] | undefined = fields;
  let field: CmsField | undefined;
  for (const part of parts) {
    if (/^\d+$/.test(part) && field && (field.widget === 'list' || field.widget === 'select')) {
      path.push(Number(part));
      labels.push(String(Number(part) + 1));
      continue;
    }
    if (field?.widget === 'localized' && languageNames[part]) {
      labels.push(languageNames[part]);
      break;
    }
    field = current?.find((f) => f.name === part);
    path.push(part);
    labels.push(field ? field.label : humanize(part));
    current = (field?.fields as CmsField[] | undefined) ?? (field?.field ? [field.field as CmsField] : undefined);
  }
  return { path, where: labels.join(' › ') || 'This entry', message: sentence(problem.message) };
}
