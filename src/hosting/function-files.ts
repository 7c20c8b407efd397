// The files each function reads at run time, besides its compiled code: the host packs them into that function's
// archive and no other (a function archive over 50 MB is refused). They are given to the hosting adapter as each
// function's `requiredFiles` (Gatsby's adapter API), which the adapter writes into the function's own config file.
// netlify.toml's `included_files` cannot do this: the host's build reads that config file for the adapter's functions
// and it replaces netlify.toml's list (docs/hosting.md, "Functions as the host packs them").
import type { IAdapter } from 'gatsby';
import { pdfFunctionId, searchFunctionId } from './prepare';

/** Function id (the adapter's `<route>-js`) → globs from the project root. */
/* nodemailer is loaded at run time (src/contact/mailer.ts imports it past webpack), so the host's tracer does not see
   it; it has no dependencies of its own. */
const mailer = ['node_modules/nodemailer/**'];

export const functionFiles: Record<string, string[]> = {
  'contact-js': mailer,
  'send-unsent-mail-js': mailer,
  // The search pages are rendered into the prerendered search page of each language, from the build's index.
  [searchFunctionId]: ['public/search-data/**', 'public/search/**', 'public/*/search/**', 'public/_headers'],
  // Data sheets and company profiles: the build's PDF assets (manifest, fonts, the handler's bundle), the data files,
  // the locale texts and the not-found page. The browser is not among them: it is fetched on a cold start.
  [pdfFunctionId]: [
    '.cache/pdf-function/**',
    'public/404.html',
    'public/_headers',
    'data/*.json',
    'data/products/*.json',
    'src/i18n/locales/**',
  ],
};

/** The adapter with every function's files added to what Gatsby says the function requires. */
export function withFunctionFiles(adapter: IAdapter, files = functionFiles): IAdapter {
  return {
    ...adapter,
    adapt: (context) =>
      adapter.adapt({
        ...context,
        functionsManifest: context.functionsManifest.map((fn) => ({
          ...fn,
          requiredFiles: [...fn.requiredFiles, ...(files[fn.functionId] ?? [])],
        })),
      }),
  };
}
