// Site configuration: data sources, i18n and image plugins, the hosting adapter. The site URL comes from SITE_URL.
import type { GatsbyConfig } from 'gatsby';
import os from 'os';
import path from 'path';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { speedUpAdapterFileListing } from './src/hosting/adapter-file-listing';
import { functionFiles, withFunctionFiles } from './src/hosting/function-files';
import { defaultLang, langCodes } from './src/i18n/languages';
import { i18nextOptions } from './src/i18n/options';
import { jsonTypeName } from './src/node/json-types';
import { siteDataDir } from './src/node/data-dir';
import { siteUrlFrom } from './src/seo/site-url';
import {
  indexablePages,
  readSitemapRecord,
  sitemapEntry,
  sitemapQuery,
  sitemapRecordFile,
  type SitemapPage,
} from './src/seo/sitemap';
import { isPreview } from './src/inquiry/host';

// Gatsby sizes its worker pool (queries, HTML) at cores − 1, so on a 2-CPU host one core idled whenever the main
// process had nothing to do; one more uses both (clean ×1 build 291 → 240 s while the build still resized photos,
// docs/bench.md). A count the host sets is kept.
process.env.GATSBY_CPU_COUNT ??= String(os.cpus().length + 1);

// A deploy preview's or branch deploy's pages say what the function does there (the thanks page: the inquiry went to
// the preview's own store, not to sales), by the rule the contact function applies (src/inquiry/host.ts).
process.env.GATSBY_DEPLOY_PREVIEW = isPreview(process.env) ? 'true' : '';

// The adapter lists public/ after every build with a glob that costs 12 s at ×1 and grows with the catalogue; the same
// listing from a plain directory walk (src/hosting/adapter-file-listing.ts), noted in .cache for the build's contract
// test (tests/build/gatsby-internals.test.ts).
speedUpAdapterFileListing(__dirname, { recordFile: path.join(__dirname, '.cache', 'adapter-file-listing.json') });

const dataDir = siteDataDir(__dirname);
const siteUrl = siteUrlFrom(process.env);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: 'Taurus Stone' },
  trailingSlash: 'always',
  // JSX compiles to react/jsx-runtime calls, as tsconfig's "react-jsx" tells TypeScript: no file imports React for JSX.
  jsxRuntime: 'automatic',
  // Production host: the adapter writes public/_redirects and public/_headers (scripts/serve.ts applies them locally)
  // and the functions, each with the files it reads (src/hosting/function-files.ts).
  adapter: withFunctionFiles(netlifyAdapter(), functionFiles(__dirname)),
  // Query result types (`Queries.*`) are committed; every build and develop rewrites them and test:build fails when the
  // committed file is not what the build wrote.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'data', path: dataDir, ignore: ['**/schemas/**', '**/images/**', '**/*.md'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: path.join(dataDir, 'images'), ignore: ['**/*.md'] },
    },
    // Prose (data/content/<piece>/<lang>.md) becomes MarkdownRemark nodes; src/plugins/remark-site adds the language
    // prefix to site links, shows raw HTML as text and publishes the images (see README, "Markdown pages").
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: path.join(dataDir, 'content') } },
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        plugins: [
          {
            resolve: path.join(__dirname, 'src', 'plugins', 'remark-site'),
            options: {
              langs: [...langCodes],
              defaultLang,
              imagesDir: path.join(dataDir, 'images'),
              publicDir: path.join(__dirname, 'public'),
            },
          },
        ],
      },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'src', 'i18n', 'locales') },
    },
    { resolve: 'gatsby-transformer-json', options: { typeName: jsonTypeName } },
    { resolve: path.join(__dirname, 'src', 'plugins', 'browser-shell') },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...langCodes],
        defaultLanguage: defaultLang,
        siteUrl,
        redirect: false,
        trailingSlash: 'always',
        i18nextOptions,
      },
    },
    {
      // /sitemap-index.xml: every indexable page with its language alternates (robots.txt points at it).
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: sitemapQuery,
        // This build's pages as page creation recorded them (src/seo/sitemap.ts says why not allSitePage).
        resolvePages: () => indexablePages(readSitemapRecord(sitemapRecordFile(__dirname))),
        serialize: (page: SitemapPage) => sitemapEntry(page),
      },
    },
  ],
};

export default config;
