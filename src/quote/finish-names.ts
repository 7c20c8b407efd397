// A quote line's finish named in a language: lines keep the finish's slug, and the quote list, the contact form's copy
// of it and the mails to sales and visitor name it from data/finishes.json (nine short names in five languages), so a
// line added on the Arabic page reads in French on the French one. An unknown slug is shown as it is.
import finishes from '../../data/finishes.json';
import type { Lang } from '../i18n/languages';

const names = new Map(finishes.items.map((f) => [f.slug, f.name as Record<Lang, string>]));

export function finishName(slug: string, lang: Lang): string {
  const name = names.get(slug);
  return name?.[lang] || name?.en || slug;
}
