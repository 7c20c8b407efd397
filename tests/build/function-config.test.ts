// The contact function's `config` is exported by destructuring (`export const { config }`, src/api/contact.ts): Gatsby's
// query extractor takes any plain `export const config` in src/ for a page's render-mode config, and one such export
// turns on the server engines (SSR/DSG) for the whole site; its functions runtime reads the export all the same. Gatsby
// offers no other way to give a function its body-parser settings. Two ways this breaks, both read from the build:
// the compiled function no longer carries the settings (Gatsby's parsers would read the body before our handler), or
// the export is seen and the engines are on (the HTML renderer then bundles React instead of requiring it).
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { expectHolds, shortcut } from './shortcuts';

const root = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(root, '.cache');
const fromGatsby = createRequire(require.resolve('gatsby/package.json'));
/** Gatsby's own reading of a function's `config` (defaults filled in), as its function wrapper calls it. */
const { createConfig } = fromGatsby('./dist/internal-plugins/functions/config.js') as {
  createConfig: (config: unknown) => { config: { bodyParser: Record<string, { type?: string }> } };
};
/** The media-type matcher Gatsby's body parsers decide with. */
const typeIs = createRequire(fromGatsby.resolve('body-parser'))('type-is') as {
  is: (mediaType: string, types: string[]) => string | false;
};
/** What the contact form and its callers send: none of Gatsby's parsers may take it. */
const sent = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream'];

test("the contact function's config: Gatsby's body parsers take nothing, and the site has no server engines", () => {
  const problems: string[] = [];
  const bundle = path.join(cacheDir, 'functions', 'contact.js');
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const compiled = createRequire(__filename)(bundle) as { config?: unknown };
  if (compiled.config === undefined) problems.push('.cache/functions/contact.js exports no config');
  const { bodyParser } = createConfig(compiled.config).config;
  for (const parser of ['json', 'text', 'raw', 'urlencoded']) {
    const type = bodyParser[parser]?.type;
    const taken = type === undefined ? sent : sent.filter((mediaType) => typeIs.is(mediaType, [type]));
    if (taken.length) problems.push(`Gatsby's ${parser} parser reads ${taken.join(', ')} before the handler`);
  }
  // Without engines Gatsby leaves React out of the HTML renderer (webpack externals); with them it bundles it.
  const renderer = fs.readFileSync(path.join(cacheDir, 'page-ssr', 'routes', 'render-page.js'), 'utf8');
  if (!/require\("[^"]*\/node_modules\/react\/index\.js"\)/.test(renderer))
    problems.push('the HTML renderer bundles React: Gatsby built the server engines (a plain `export const config`?)');
  expectHolds(shortcut.functionConfig, problems);
});
