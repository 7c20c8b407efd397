// The 404 page. Gatsby serves /404.html for every unknown path; the page itself reads the visitor's language from the URL.
import type { CreatePagesArgs } from 'gatsby';
import { defaultLang, langCodes } from '../../i18n/languages';
import { template } from '../page-context';

export async function createNotFoundPage({ actions }: CreatePagesArgs): Promise<void> {
  actions.createPage({
    path: '/404/',
    component: template('not-found'),
    context: {
      language: defaultLang,
      i18n: {
        language: defaultLang,
        languages: [...langCodes],
        defaultLanguage: defaultLang,
        generateDefaultLanguagePage: false,
        routed: false,
        originalPath: '/404/',
        path: '/404/',
      },
    },
  });
}
