// gatsby-plugin-sitemap settings: which pages are listed (indexable ones) and each entry's language alternates.
import { defaultLang, isLang, languageOf } from '../i18n/languages';
import type { SeoContext } from './head-tags';

export interface SitemapPage {
  path: string;
  pageContext?: { seo?: SeoContext } | null;
}

export interface SitemapEntry {
  url: string;
  links: { lang: string; url: string }[];
}

export const sitemapQuery = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

/**
 * Pages with SEO context that are not noindex: this leaves out the 404 page, client-only search routes, empty
 * listings and the quote list (all noindex) and redirects (not pages). Gatsby's own pages (dev 404) have no context.
 */
export function indexablePages(pages: SitemapPage[]): SitemapPage[] {
  return pages.filter((p) => {
    const seo = p.pageContext?.seo;
    return Boolean(seo && !seo.noindex && seo.alternates.some((a) => a.path === p.path));
  });
}

/** One sitemap entry: the page and its hreflang alternates (xhtml:link), x-default pointing at English. */
export function sitemapEntry(page: SitemapPage): SitemapEntry {
  const alternates = (page.pageContext?.seo?.alternates ?? []).filter((a) => isLang(a.lang));
  const links: SitemapEntry['links'] = alternates.map((a) => ({ lang: languageOf(a.lang).hrefLang, url: a.path }));
  const english = alternates.find((a) => a.lang === defaultLang);
  if (english) links.push({ lang: 'x-default', url: english.path });
  return { url: page.path, links };
}
