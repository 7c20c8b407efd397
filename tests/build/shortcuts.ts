// The shortcuts into Gatsby's internals the build contract guards (tests/build/gatsby-internals.test.ts), one per row of
// docs/gatsby-internals.md, and the one way a check of them fails: a sentence naming the shortcut and the file to revisit.
export interface Shortcut {
  name: string;
  revisit: string;
}

// One entry per row of docs/gatsby-internals.md.
export const shortcut = {
  listing: {
    name: "the adapter's listing of public/ (glob.sync answered by a directory walk)",
    revisit: 'src/hosting/adapter-file-listing.ts (installed by gatsby-config.ts)',
  },
  loader: {
    name: "the script loader in place of the scripts slice's <script async> tags",
    revisit: 'src/hosting/script-loader.ts',
  },
  pagePath: {
    name: 'the page-path script with the path in a data-page-path attribute',
    revisit: 'src/hosting/inline-scripts.ts (in the host pass, src/hosting/html-pass.ts)',
  },
  csp: {
    name: "the CSP's hashes of Gatsby's inline scripts",
    revisit: 'src/hosting/inline-scripts.ts and src/hosting/prepare.ts',
  },
  stylesheets: {
    name: '__BROWSER_STYLESHEETS__ in the HTML renderer (pages rendered again after a change of CSS alone)',
    revisit: 'src/node/webpack.ts and src/plugins/browser-shell/gatsby-ssr.tsx',
  },
  perTemplateCss: { name: "per-template CSS (Gatsby's styles cache group turned off)", revisit: 'src/node/webpack.ts' },
  fonts: {
    name: "font files emitted as files (Gatsby's font rule found by its test and given the file loader)",
    revisit: 'src/node/webpack.ts',
  },
  adapterBlocks: {
    name: "our rules ahead of the adapter's marked block in _headers and _redirects",
    revisit: 'src/hosting/prepare.ts',
  },
  movedFiles: {
    name: "the search pages' files the adapter moves to [...].html and page-data/…/[...]",
    revisit: 'src/hosting/prepare.ts (restoreAdapterMovedFiles, pageDataTypeRule)',
  },
  searchFunction: {
    name: "the search and PDF functions' ids and their compiled bundles",
    revisit:
      'src/hosting/prepare.ts (searchFunctionId, pdfFunctionId), src/hosting/host-rules.ts (functionRoute), src/api/pdf.ts and scripts/serve.ts',
  },
  i18n: {
    name: 'the browser stand-ins for i18next and react-i18next',
    revisit: 'src/node/webpack.ts and src/browser/i18next.ts, react-i18next.ts',
  },
  hydrate: {
    name: 'replaceHydrateFunction (hydration as a transition)',
    revisit: 'src/plugins/browser-shell/gatsby-browser.tsx',
  },
  nul: {
    name: "the NUL bytes React's streamed HTML leaves, stripped by the host pass",
    revisit: 'src/seo/build-files.ts and src/hosting/html-pass.ts',
  },
  pageNodes: {
    name: "the last build's SitePage nodes kept through sourcing (touched, not deleted and made again)",
    revisit: 'src/node/site-pages.ts (called by gatsby-node.ts sourceNodes)',
  },
  swcMinifier: {
    name: "the browser scripts minified by swc (Gatsby's TerserPlugin given TerserPlugin.swcMinify)",
    revisit: 'src/node/webpack.ts (withSwcMinifier)',
  },
  functionConfig: {
    name: "the contact function's `config` exported by destructuring (hidden from Gatsby's query extractor, read by its functions runtime)",
    revisit: 'src/api/contact.ts (export const { config })',
  },
  pins: { name: 'the exact versions of the packages whose internals we touch', revisit: 'package.json' },
} satisfies Record<string, Shortcut>;

/** Fails with one sentence naming the shortcut and the file to revisit, then the first problems found. */
export function expectHolds(s: Shortcut, problems: string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 6).map((p) => `  - ${p}`);
  if (problems.length > shown.length) shown.push(`  … and ${problems.length - shown.length} more`);
  throw new Error(
    `Shortcut "${s.name}" no longer holds: revisit ${s.revisit} (docs/gatsby-internals.md).\n${shown.join('\n')}`,
  );
}
