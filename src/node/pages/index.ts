// Creates every page of the site, one module per page family, all with the same signature, and records the pages for
// the sitemap (src/seo/sitemap.ts).
import path from 'path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { createSinglePages } from './single-pages';
import { createListingPages } from './listing-pages';
import { createDetailPages } from './detail-pages';
import { createUsaFilterPages } from './usa-filter-pages';
import { createSearchPages } from './search-pages';
import { createSamplePages } from './sample-pages';
import { createHoldPages } from './hold-pages';
import { createVisualizerPages } from './visualizer-pages';
import { createNotFoundPage } from './not-found-page';
import { createAliasRedirects } from './redirects';
import { sitemapRecordFile, writeSitemapRecord, type SitemapPage } from '../../seo/sitemap';
import type { SeoContext } from '../../seo/head-tags';

const pageFamilies = [
  createSinglePages,
  createListingPages,
  createDetailPages,
  createUsaFilterPages,
  createSearchPages,
  createSamplePages,
  createHoldPages,
  createVisualizerPages,
  createNotFoundPage,
  createAliasRedirects,
];

const projectRoot = path.resolve(__dirname, '..', '..', '..');

export async function createPages(args: CreatePagesArgs): Promise<void> {
  const created: SitemapPage[] = [];
  const createPage: Actions['createPage'] = (page) => {
    const seo = (page.context as { seo?: SeoContext } | undefined)?.seo;
    created.push({ path: page.path, pageContext: seo ? { seo } : null });
    args.actions.createPage(page);
  };
  const actions = { ...args.actions, createPage };
  for (const createFamily of pageFamilies) await createFamily({ ...args, actions });
  writeSitemapRecord(sitemapRecordFile(projectRoot), created);
}
