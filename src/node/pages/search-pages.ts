// Client-only search result routes (/search/* and /usa/search/*) in every language. The catalogue search page of each
// language queries that language's index (and English texts, except on English pages); USA search has its own template.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { defaultLang, langCodes } from '../../i18n/languages';

export async function createSearchPages({ actions }: CreatePagesArgs): Promise<void> {
  for (const lang of langCodes) {
    createLocalizedPages(actions, {
      route: { page: 'search', term: '' },
      template: 'search',
      matchPath: '*',
      langs: [lang],
      noindex: true,
      context: { section: 'main', withProducts: true, withEnglish: lang !== defaultLang },
    });
  }
  createLocalizedPages(actions, { route: { page: 'usaSearch', term: '' }, template: 'usa-search', matchPath: '*', noindex: true, context: { section: 'usa' } });
}
