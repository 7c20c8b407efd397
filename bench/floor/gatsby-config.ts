// The stack floor of `npm run bench`: Gatsby, React and gatsby-plugin-react-i18next configured as the site configures
// them (same languages and options), one page with one translated heading and nothing else. Served under the site's
// public/_bench-floor/ (hence the path prefix) by the same server, so it is compressed and sent the same way.
import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { defaultLang, langCodes } from '../../src/i18n/languages';

const config: GatsbyConfig = {
  pathPrefix: '/_bench-floor',
  trailingSlash: 'always',
  // As the site: the automatic JSX runtime (its page imports no React).
  jsxRuntime: 'automatic',
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.join(__dirname, 'locales') } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...langCodes],
        defaultLanguage: defaultLang,
        redirect: false,
        trailingSlash: 'always',
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
