// What every preview shares (templates.tsx, pages.tsx): the entry as the host hands it over, the mapping context
// (language, photos, other entries) and the frame around the page with its language switch and notice.
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/languages';
import { photoSource, usePhotoManifest, type GetAsset } from './images';
import { choosePreviewLanguage } from './language';
import { PreviewFrame, type LanguageSwitch } from './PreviewFrame';
import { dataOf, useRelated, type GetCollection } from './related';
import { missingTexts, type Json, type PreviewField } from './text';
import type { MapContext } from './entries/common';

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

export type Wanted = [string, string][];

export function useMapContext(input: EntryInput, lang: Lang, wanted: Wanted): { ctx: MapContext; notes: string[] } {
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
export const markdownImage = (input: EntryInput, ctx: MapContext) => (path: string) =>
  ctx.photo(path, 'body')?.url ?? null;

export const jsonSwitch = (lang: Lang): LanguageSwitch => ({ current: lang, choose: choosePreviewLanguage });

/** A Markdown file's switch: the same piece's other language files, opened in the editor. */
export function fileSwitch(input: EntryInput, lang: Lang): LanguageSwitch {
  return {
    current: lang,
    hrefOf: (other) => {
      const slug = input.slug.replace(new RegExp(`([-/])${lang}$`), `$1${other}`);
      if (slug === input.slug) return null;
      const hash = `#/collections/${input.collection}/entries/${slug}`;
      // A whole new load of /admin/ (its query names the file): Decap, moved by the hash alone from one entry to
      // another, kept showing the first one. Absolute: the link is in the preview's frame (about:srcdoc).
      const address = `?file=${encodeURIComponent(slug)}${hash}`;
      return typeof window === 'undefined' ? address : new URL(address, window.location.href).href;
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

export function Shown({ input, lang, languageSwitch, notes, title, render }: Shown) {
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
