// One preview per kind of entry: the site's view of that page (src/views/), fed from the entry being edited through
// its mapper (entries/), in the language chosen above it (JSON entries: here) or the file's language (Markdown files:
// pages.tsx); and the names Decap knows them by.
import type { ReactNode } from 'react';
import { contentCollections } from '../../markdown/content';
import { langCodes } from '../../i18n/languages';
import { ProductView } from '../../views/ProductView';
import { UsaStockItemView } from '../../views/UsaStockItemView';
import { ProjectView } from '../../views/ProjectView';
import { usePreviewLanguage } from './language';
import { markdownHtml } from './markdown';
import { shownText } from './text';
import { num, str } from './entries/common';
import { productFiles, productProps } from './entries/product';
import { usaStockFiles, usaStockProps } from './entries/usa-stock';
import { projectProps } from './entries/project';
import { previewedFolders } from './collections';
import { FaqAnswerPreview, MarkdownPagePreview, ProjectStoryPreview } from './pages';
import { jsonSwitch, markdownImage, Shown, useMapContext, type EntryInput, type Wanted } from './shown';

export type { EntryInput } from './shown';

export function ProductPreview({ input }: { input: EntryInput }) {
  const lang = usePreviewLanguage();
  const { ctx, notes } = useMapContext(
    input,
    lang,
    productFiles.map((f) => ['catalogue', f]),
  );
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={jsonSwitch(lang)}
      notes={notes}
      title={shownText(input.data.name, lang).text}
      render={() => <ProductView {...productProps(input.data, ctx)} />}
    />
  );
}

export function UsaStockPreview({ input }: { input: EntryInput }) {
  const lang = usePreviewLanguage();
  const productId = input.data.productId;
  const wanted: Wanted = [
    ...usaStockFiles.map((f): [string, string] => ['catalogue', f]),
    ['site', 'usa'],
    ...(typeof productId === 'number' ? [['products', String(productId)] as [string, string]] : []),
  ];
  const { ctx, notes } = useMapContext(input, lang, wanted);
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={jsonSwitch(lang)}
      notes={notes}
      title={shownText(input.data.name, 'en').text}
      render={() => <UsaStockItemView {...usaStockProps(input.data, ctx)} />}
    />
  );
}

export function ProjectPreview({ input }: { input: EntryInput }) {
  const lang = usePreviewLanguage();
  const id = num(input.data.id);
  const { ctx, notes } = useMapContext(input, lang, [['content-projects', `${id}/${lang}`]]);
  const story = ctx.related('content-projects', `${id}/${lang}`);
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={jsonSwitch(lang)}
      notes={notes}
      title={shownText(input.data.name, lang).text}
      render={() => (
        <ProjectView
          {...projectProps(
            input.data,
            story ? markdownHtml(str(story.body), lang, markdownImage(input, ctx)) : null,
            ctx,
          )}
        />
      )}
    />
  );
}

/** Preview template names (Decap names a files collection's templates by file) and the preview each shows. */
type Preview = (props: { input: EntryInput }) => ReactNode;

export function previewTemplates(): Record<string, Preview> {
  const pages = Object.entries(contentCollections).filter(([, c]) => !('entities' in c));
  const folders: Record<(typeof previewedFolders)[number], Preview> = {
    products: ProductPreview,
    'usa-stock': UsaStockPreview,
    projects: ProjectPreview,
  };
  return {
    ...folders,
    'content-projects': ProjectStoryPreview,
    'content-faq': FaqAnswerPreview,
    ...Object.fromEntries(
      pages.flatMap(([name]) => langCodes.map((lang) => [`${name}-${lang}`, MarkdownPagePreview] as const)),
    ),
  };
}
