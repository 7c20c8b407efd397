// gatsby-plugin-sitemap settings: which pages are listed (indexable ones) and each entry's language alternates.
import fs from 'fs';
import path from 'path';
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

/**
 * The sitemap's query asks for the site URL only. The pages come from the record page creation writes (below), not from
 * `allSitePage`: Gatsby walks every object of every node a query returns, and the SitePage nodes carry the whole page
 * contexts (product cards: ~100 MB at ten times the catalogue), which cost ~6 s of every build for a path and a few
 * alternates per page.
 */
export const sitemapQuery = `{ site { siteMetadata { siteUrl } } }`;

/** Where page creation records every page's path and SEO context for the sitemap (inside .cache/, per build). */
export const sitemapRecordFile = (projectRoot: string) => path.join(projectRoot, '.cache', 'sitemap-pages.json');

/** The pages a build created, in the order it created them (the sitemap's order), with their SEO context. */
export function writeSitemapRecord(file: string, pages: readonly SitemapPage[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(pages));
  fs.renameSync(`${file}.tmp`, file);
}

/** The record of this build's pages; a build that created no pages (so wrote no record) cannot write a sitemap. */
export function readSitemapRecord(file: string): SitemapPage[] {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: page creation writes it, the sitemap reads it`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SitemapPage[];
}

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
