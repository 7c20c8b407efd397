// The meta and link tags of a page's head (canonical, hreflang, robots, Open Graph, Twitter), as plain data.
import { defaultLang, languageOf, type Lang } from '../i18n/languages';
import { absoluteUrl } from './site-url';

export interface SeoAlternate {
  lang: Lang;
  path: string;
}

/** Page context part written by createLocalizedPages: the page in each language it exists in, and noindex. */
export interface SeoContext {
  alternates: SeoAlternate[];
  noindex: boolean;
}

export interface HeadImage {
  /** Site path or absolute URL. */
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

/** The site-wide share image (written at build by src/seo/build-files.ts when the site has none). */
export const defaultShareImage = { src: '/og-image.png', width: 1200, height: 630 } as const;

/** Open Graph locales (language_TERRITORY) of the site languages. */
export const ogLocales: Record<Lang, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', ru: 'ru_RU', ar: 'ar_AR' };

export interface HeadInput {
  siteUrl: string;
  lang: Lang;
  seo?: SeoContext;
  title: string;
  description?: string;
  siteName: string;
  image: HeadImage;
  noindex?: boolean;
  ogType?: 'website' | 'product' | 'article';
}

/** Search engines show about 160 characters of a description: longer texts end at a word, with an ellipsis. */
export function summary(text: string | undefined, max = 160): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean || clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–—-]+$/, '');
  return `${atWord}…`;
}

export type HeadTag = { tag: 'meta' | 'link'; attrs: Record<string, string> };

/**
 * Indexable pages get a canonical URL, hreflang alternates (each language the page exists in, plus x-default for
 * English) and social tags; noindex pages (search results, empty listings, 404) get robots noindex and no canonical.
 */
export function headTags(input: HeadInput): HeadTag[] {
  const { siteUrl, lang, seo } = input;
  const abs = (p: string) => absoluteUrl(siteUrl, p);
  const noindex = Boolean(input.noindex || seo?.noindex || !seo);
  const tags: HeadTag[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string | number | undefined) => {
    if (content !== undefined && content !== '')
      tags.push({ tag: 'meta', attrs: { [key]: name, content: String(content) } });
  };
  const self = seo?.alternates.find((a) => a.lang === lang);
  const description = summary(input.description);
  meta('name', 'description', description);
  if (noindex) meta('name', 'robots', 'noindex, follow');
  if (!noindex && seo && self) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: abs(self.path) } });
    for (const a of seo.alternates)
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hrefLang: languageOf(a.lang).hrefLang, href: abs(a.path) } });
    const english = seo.alternates.find((a) => a.lang === defaultLang);
    if (english)
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hrefLang: 'x-default', href: abs(english.path) } });
  }
  const image = abs(input.image.src);
  meta('property', 'og:type', input.ogType ?? 'website');
  meta('property', 'og:site_name', input.siteName);
  meta('property', 'og:title', input.title);
  meta('property', 'og:description', description);
  if (self) meta('property', 'og:url', abs(self.path));
  meta('property', 'og:locale', ogLocales[lang]);
  if (!noindex)
    for (const a of seo?.alternates ?? [])
      if (a.lang !== lang) meta('property', 'og:locale:alternate', ogLocales[a.lang]);
  meta('property', 'og:image', image);
  meta('property', 'og:image:width', input.image.width);
  meta('property', 'og:image:height', input.image.height);
  meta('property', 'og:image:alt', input.image.alt);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', input.title);
  meta('name', 'twitter:description', description);
  meta('name', 'twitter:image', image);
  meta('name', 'twitter:image:alt', input.image.alt);
  return tags;
}
