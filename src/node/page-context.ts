// Builds the context every localized page gets: language, the i18n plugin's block (so it leaves the page alone) and ids.
import path from 'path';
import type { Actions } from 'gatsby';
import { defaultLang, langCodes, type Lang } from '../i18n/languages';
import { pathTo, type Route } from '../routes';
import type { SeoContext } from '../seo/head-tags';

export interface I18nContext {
  language: Lang;
  languages: Lang[];
  defaultLanguage: Lang;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
}

export function i18nContext(lang: Lang, route: Route, pagePath = pathTo(lang, route)): I18nContext {
  return {
    language: lang,
    languages: [...langCodes],
    defaultLanguage: defaultLang,
    generateDefaultLanguagePage: false,
    routed: lang !== defaultLang,
    originalPath: pathTo(defaultLang, route),
    path: pagePath,
  };
}

export const template = (name: string) => path.resolve(__dirname, '..', 'templates', `${name}.tsx`);

export interface LocalizedPageSpec {
  route: Route;
  template: string;
  context?: Record<string, unknown>;
  matchPath?: string;
  /** Languages this page exists in (default: all). */
  langs?: readonly Lang[];
  /** Kept out of search engines and the sitemap (search results, empty listings, the quote list…). */
  noindex?: boolean;
  /**
   * What the page shows in its language (product cards…): data a page would otherwise query from a product
   * connection. Gatsby re-runs a page when its context changes, so a product edit re-renders only the pages showing it.
   */
  contextFor?: (lang: Lang) => Record<string, unknown>;
}

export interface LocalizedPage {
  path: string;
  matchPath?: string;
  component: string;
  context: Record<string, unknown>;
}

/** The pages of a spec, one per language, each carrying language, ids and what it shows in that language. */
export function localizedPages(spec: LocalizedPageSpec): LocalizedPage[] {
  const langs = spec.langs ?? langCodes;
  const seo: SeoContext = {
    alternates: langs.map((l) => ({ lang: l, path: pathTo(l, spec.route) })),
    noindex: spec.noindex ?? false,
  };
  return langs.map((lang) => {
    const pagePath = pathTo(lang, spec.route);
    return {
      path: pagePath,
      matchPath: spec.matchPath ? `${pagePath}${spec.matchPath}` : undefined,
      component: template(spec.template),
      context: {
        ...spec.context,
        ...spec.contextFor?.(lang),
        language: lang,
        i18n: i18nContext(lang, spec.route, pagePath),
        seo,
      },
    };
  });
}

/** Creates one page per language for a route. */
export function createLocalizedPages(actions: Actions, spec: LocalizedPageSpec): void {
  for (const page of localizedPages(spec)) actions.createPage(page);
}
