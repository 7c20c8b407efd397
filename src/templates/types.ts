// Shapes shared by templates: page context and the localized text objects page queries return.
import type { I18nContext } from '../node/page-context';
import type { LocaleNodes } from '../i18n/page-i18n';
import type { SeoContext } from '../seo/head-tags';

export interface BasePageContext {
  language: string;
  i18n: I18nContext;
  section?: 'main' | 'usa';
  /** Language versions and noindex, for the document head (src/seo/head-tags.ts). */
  seo?: SeoContext;
}

/** Pages linking to products they do not show (home's new-product slides, the quote list): slugs by id (src/node/pages/single-pages.ts). */
export interface ProductSlugsContext extends BasePageContext {
  products: { id: number; slug: string }[];
}

export interface Text {
  text: string;
}

export interface WithLocales {
  locales: LocaleNodes;
  company: { name: string } | null;
}

export { present } from '../types/present';
