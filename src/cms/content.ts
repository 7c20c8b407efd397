// The CMS collections of the Markdown prose in data/content/, keeping its layout: the single pages as one files
// collection listing each page's language files by name, FAQ answers and project stories as folder collections over
// <id>/<lang>.md. Frontmatter fields come from each collection's content-*.schema.json, the body is Decap's Markdown
// widget in its raw mode (what an editor types is what the file holds), each input labelled with the file's language
// and right-to-left in Arabic (the "by-language" widget in browser/admin.js).
import { languages, langCodes } from '../i18n/languages';
import { contentCollections, type CollectionName, type ContentCollection } from '../markdown/content';
import { objectFields, type CmsCollection, type CmsField, type FieldContext, type JsonSchema } from './fields';

const pageLabels: Record<string, string> = {
  about: 'About',
  'usa-about': 'USA: about the warehouse',
  fabrication: 'Fabrication',
  privacy: 'Privacy',
};
const englishNames: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  ru: 'Russian',
  ar: 'Arabic',
};
const folderLabels: Partial<Record<CollectionName, { label: string; singular: string; summary: string }>> = {
  faq: {
    label: 'FAQ answers (Markdown)',
    singular: 'FAQ answer',
    summary: 'FAQ {{dirname}} · {{filename}} · {{title}}',
  },
  projects: {
    label: 'Project stories (Markdown)',
    singular: 'Project story',
    summary: 'Project {{dirname}} · {{filename}} · {{description}}',
  },
};

/** Decap format of a collection's files: frontmatter in the schema's key order, then the body untouched (admin.js). */
export const markdownFormat = (schema: string): string => `markdown-${schema.replace(/\.schema\.json$/, '')}`;

const languageOptions = languages.map((l) => ({ code: l.code, dir: l.dir }));

/** The form of one Markdown file: its frontmatter fields, then the body. */
export function markdownFields(schema: JsonSchema, ctx: FieldContext): CmsField[] {
  const frontmatter = objectFields(schema, ctx).map((f) => ({
    ...f,
    widget: 'by-language',
    inner: f.widget,
    languages: languageOptions,
  }));
  const body: CmsField = {
    name: 'body',
    label: 'Text',
    widget: 'by-language',
    inner: 'markdown',
    languages: languageOptions,
    // Raw only: the rich-text mode re-serialises the whole body (list markers, escapes), not only the edited words.
    modes: ['raw'],
    hint: 'Markdown: "## " starts a heading, "- " a list item, **bold**, [link text](/contact) (site paths without a language prefix: the site adds it), ![photo description](products/961-1.jpg) (the path a photo field shows). HTML is shown as text, never run.',
  };
  return [...frontmatter, body];
}

export function contentCmsCollections(
  schemaOf: (name: string) => JsonSchema,
  ctxFor: (schema: string) => FieldContext,
): CmsCollection[] {
  const entries = Object.entries(contentCollections) as [CollectionName, ContentCollection][];
  // The live preview shows the page the file makes, in the file's language (src/cms/preview/).
  const common = { extension: 'md', delete: false, editor: { preview: true } };
  const pages = entries.filter(([, c]) => !c.entities);
  const pageSchema = pages[0][1].schema;
  const pageCollection: CmsCollection = {
    name: 'pages',
    label: 'Pages (Markdown)',
    description:
      'One file per page and language. Change the French text in the French file only; every language keeps its own file.',
    ...common,
    format: markdownFormat(pageSchema),
    files: pages.flatMap(([name, c]) => {
      if (c.schema !== pageSchema)
        throw new Error(`content/${name}: the pages collection has one format, for ${pageSchema}`);
      return langCodes.map((lang) => ({
        name: `${name}-${lang}`,
        label: `${pageLabels[name] ?? name} · ${englishNames[lang]} (${lang})`,
        file: `data/content/${name}/${lang}.md`,
        fields: markdownFields(schemaOf(c.schema), ctxFor(c.schema)),
      }));
    }),
  };
  const folders = entries
    .filter(([, c]) => c.entities)
    .map(([name, c]): CmsCollection => {
      const labels = folderLabels[name] ?? { label: name, singular: name, summary: '{{dirname}} · {{filename}}' };
      const fields = markdownFields(schemaOf(c.schema), ctxFor(c.schema));
      return {
        name: `content-${name}`,
        label: labels.label,
        label_singular: labels.singular,
        description: `One file per ${c.entities === 'faq.json' ? 'question' : 'project'} and language: the list shows id · language · text. New entries start in ${c.entities}; their language files are added with them.`,
        ...common,
        format: markdownFormat(c.schema),
        folder: `data/content/${name}`,
        // data/content/<collection>/<id>/<lang>.md: two levels, listed as one entry per file (the path depth is what
        // Decap lists; existing entries keep their path on save).
        path: '{{id}}/{{lang}}',
        create: false,
        identifier_field: fields[0].name,
        summary: labels.summary,
        sortable_fields: [],
        fields,
      };
    });
  return [pageCollection, ...folders];
}
