// Creates every page of the site, one module per page family, all with the same signature.
import type { CreatePagesArgs } from 'gatsby';
import { createSinglePages } from './single-pages';
import { createListingPages } from './listing-pages';
import { createDetailPages } from './detail-pages';
import { createUsaFilterPages } from './usa-filter-pages';
import { createSearchPages } from './search-pages';
import { createSamplePages } from './sample-pages';
import { createVisualizerPages } from './visualizer-pages';
import { createNotFoundPage } from './not-found-page';
import { createAliasRedirects } from './redirects';

const pageFamilies = [
  createSinglePages,
  createListingPages,
  createDetailPages,
  createUsaFilterPages,
  createSearchPages,
  createSamplePages,
  createVisualizerPages,
  createNotFoundPage,
  createAliasRedirects,
];

export async function createPages(args: CreatePagesArgs): Promise<void> {
  for (const createFamily of pageFamilies) await createFamily(args);
}
