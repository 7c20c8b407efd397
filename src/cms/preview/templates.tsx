// One preview per kind of entry: the site's view of that page (src/views/), fed from the entry being edited through
// its mapper (entries/), in the language chosen above it (JSON entries) or the file's language (Markdown files).
import type { ReactNode } from 'react';
import { contentCollections } from '../../markdown/content';
import { langCodes, type Lang } from '../../i18n/languages';
import { ProductView } from '../../views/ProductView';
import { UsaStockItemView } from '../../views/UsaStockItemView';
import { ProjectView } from '../../views/ProjectView';
import { AboutView } from '../../views/AboutView';
import { UsaAboutView } from '../../views/UsaAboutView';
import { FabricationView } from '../../views/FabricationView';
import { PrivacyView } from '../../views/PrivacyView';
import { FaqView } from '../../views/FaqView';
import { translatorFor } from './i18n';
import { imageData, photoSource, usePhotoManifest, type GetAsset, type PhotoSource } from './images';
import { choosePreviewLanguage, fileLanguage, usePreviewLanguage } from './language';
import { markdownHtml } from './markdown';
import { PreviewFrame, type LanguageSwitch } from './PreviewFrame';
import { dataOf, useRelated, type GetCollection } from './related';
import { missingTexts, shownText, type Json, type PreviewField } from './text';
import { itemsOf, list, num, obj, str, type MapContext } from './entries/common';
import { productFiles, productProps } from './entries/product';
import { usaStockFiles, usaStockProps } from './entries/usa-stock';
import { projectProps } from './entries/project';
import { previewedFolders } from './collections';

/** The entry being edited, as the preview host hands it over (host.ts). */
export interface EntryInput {
  collection: string;
  /** The entry's file name in its collection ("948", "about-fr", "3/ar"). */
  slug: string;
  /** Its path in the repository (data/content/about/fr.md). */
  path: string;
  data: Json;
  fields: PreviewField[];
  getAsset: GetAsset;
  getCollection?: GetCollection;
  /** The CMS's own field object at a dotted path ("images", "photos.image"), which getAsset needs to find the folder. */
  fieldAt: (dotted: string) => unknown;
}

type Wanted = [string, string][];

function useMapContext(input: EntryInput, lang: Lang, wanted: Wanted): { ctx: MapContext; notes: string[] } {
  const manifest = usePhotoManifest();
  const loaded = useRelated(input.getCollection, wanted);
  const byKey = new Map(wanted.map(([c, s], i) => [`${c}/${s}`, loaded[i]]));
  const notes = loaded.flatMap((r, i) =>
    r.state === 'failed' ? [`Not shown: ${wanted[i].join('/')} could not be loaded (${r.reason}).`] : [],
  );
  return {
    notes,
    ctx: {
      lang,
      photo: (path, field) => photoSource(path, input.getAsset, input.fieldAt(field), manifest),
      otherPhoto: (path) => photoSource(path, () => null, undefined, manifest),
      related: (collection, slug) => dataOf(byKey.get(`${collection}/${slug}`)),
    },
  };
}

/** A Markdown image path inside data/images/ as the preview can show it. */
const markdownImage = (input: EntryInput, ctx: MapContext) => (path: string) => ctx.photo(path, 'body')?.url ?? null;

const jsonSwitch = (lang: Lang): LanguageSwitch => ({ current: lang, choose: choosePreviewLanguage });

/** A Markdown file's switch: the same piece's other language files, opened in the editor. */
function fileSwitch(input: EntryInput, lang: Lang): LanguageSwitch {
  return {
    current: lang,
    hrefOf: (other) => {
      const slug = input.slug.replace(new RegExp(`([-/])${lang}$`), `$1${other}`);
      if (slug === input.slug) return null;
      const hash = `#/collections/${input.collection}/entries/${slug}`;
      // Absolute: the link is in the preview's frame, whose own address is about:srcdoc.
      return typeof window === 'undefined' ? hash : new URL(hash, window.location.href).href;
    },
  };
}

interface Shown {
  input: EntryInput;
  lang: Lang;
  languageSwitch: LanguageSwitch;
  notes: string[];
  title: string;
  render: () => ReactNode;
}

/** Calls `render` inside the frame's error boundary: a mapping that fails shows as the boundary's message. */
function Rendered({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

function Shown({ input, lang, languageSwitch, notes, title, render }: Shown) {
  return (
    <PreviewFrame
      languageSwitch={languageSwitch}
      missing={missingTexts(input.fields, input.data, lang)}
      notes={notes}
      title={title}
      attempt={input.data}
    >
      <Rendered render={render} />
    </PreviewFrame>
  );
}

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

export function ProjectStoryPreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const id = input.slug.split('/')[0];
  const { ctx, notes } = useMapContext(input, lang, [['projects', id]]);
  const project = ctx.related('projects', id) ?? { id: Number(id) };
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={shownText(project.name, lang).text}
      render={() => (
        <ProjectView
          {...projectProps(project, markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)), ctx)}
        />
      )}
    />
  );
}

export function FaqAnswerPreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const id = Number(input.slug.split('/')[0]);
  const { ctx, notes } = useMapContext(input, lang, [['site', 'faq']]);
  const group = str(itemsOf(ctx.related('site', 'faq')).find((i) => i.id === id)?.group, 'general');
  const t = translatorFor(lang).getFixedT(lang, 'pages');
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={str(input.data.title)}
      render={() => (
        <FaqView
          title={String(t(`faq.title.${group}`))}
          entries={[
            {
              id,
              question: str(input.data.title),
              html: markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)),
            },
          ]}
        />
      )}
    />
  );
}

/** The single Markdown pages (About, USA About, Fabrication, Privacy) and the data files each shows beside its text. */
const pageExtras: Record<string, Wanted> = {
  about: [['site', 'company']],
  'usa-about': [['site', 'usa']],
  fabrication: [['site', 'fabrication']],
  privacy: [],
};

export function MarkdownPagePreview({ input }: { input: EntryInput }) {
  const lang = fileLanguage(input.path) ?? 'en';
  const page = input.slug.replace(/-[a-z]{2}$/, '');
  const { ctx, notes } = useMapContext(input, lang, pageExtras[page] ?? []);
  const body = () => ({
    html: markdownHtml(str(input.data.body), lang, markdownImage(input, ctx)),
    frontmatter: { title: str(input.data.title) || null, description: str(input.data.description) || null },
  });
  const render = (): ReactNode => {
    if (page === 'about') {
      const c = ctx.related('site', 'company');
      return (
        <AboutView
          body={body()}
          company={
            c
              ? {
                  name: str(c.name),
                  since: num(c.since),
                  years: num(c.years),
                  monthlyCapacityM2: num(c.monthlyCapacityM2),
                  profilePdf: str(c.profilePdf),
                  mission: shownText(c.mission, lang),
                  vision: shownText(c.vision, lang),
                  socials: list(c.socials).map((s) => ({ name: str(obj(s).name), link: str(obj(s).link) })),
                }
              : null
          }
        />
      );
    }
    if (page === 'usa-about') {
      const u = ctx.related('site', 'usa');
      const terms = obj(u?.terms);
      return (
        <UsaAboutView
          body={body()}
          usaInfo={
            u
              ? {
                  name: str(u.name),
                  address: str(u.address),
                  phone: str(u.phone),
                  email: str(u.email),
                  mapLink: str(u.mapLink) || null,
                  hours: shownText(u.hours, lang),
                  deliveryTerms: shownText(u.deliveryTerms, lang),
                  terms: {
                    discountAboveSqft: num(terms.discountAboveSqft),
                    breakagePercent: {
                      min: num(obj(terms.breakagePercent).min),
                      max: num(obj(terms.breakagePercent).max),
                    },
                    claimWithinDays: num(terms.claimWithinDays),
                    noteBreakageAbovePercent: num(terms.noteBreakageAbovePercent),
                    holdDays: num(terms.holdDays),
                    paymentMethods: list(terms.paymentMethods).map((m) => str(m)),
                  },
                }
              : null
          }
        />
      );
    }
    if (page === 'fabrication')
      return (
        <FabricationView
          body={body()}
          photos={itemsOf(ctx.related('site', 'fabrication')).map((p) => {
            const source = ctx.otherPhoto(str(p.image));
            return {
              jsonId: num(p.id),
              group: str(p.group),
              title: shownText(p.title, lang),
              image: source ? { gatsbyImageData: imageOf(source, 400) } : null,
              full: source ? { gatsbyImageData: imageOf(source, 1600, null) } : null,
            };
          })}
        />
      );
    return <PrivacyView body={body()} />;
  };
  return (
    <Shown
      input={input}
      lang={lang}
      languageSwitch={fileSwitch(input, lang)}
      notes={notes}
      title={str(input.data.title)}
      render={render}
    />
  );
}

const imageOf = (source: PhotoSource, width: number, aspectRatio: number | null = 1.333) =>
  imageData(source, width, aspectRatio ?? undefined);

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
