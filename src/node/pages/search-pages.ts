// Client-only search result routes (/search/* and /usa/search/*) in every language.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';

export async function createSearchPages({ actions }: CreatePagesArgs): Promise<void> {
  createLocalizedPages(actions, { route: { page: 'search', term: '' }, template: 'search', matchPath: '*', context: { section: 'main' } });
  createLocalizedPages(actions, { route: { page: 'usaSearch', term: '' }, template: 'usa-search', matchPath: '*', context: { section: 'usa' } });
}
