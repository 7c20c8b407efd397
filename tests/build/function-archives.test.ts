// Every function packed as the host's build packs it (scripts/pack-functions.ts: @netlify/zip-it-and-ship-it with
// netlify.toml), within the host's 50 MB limit, each with the files it reads and not the others' (the browser that
// prints the PDFs is fetched on a cold start, not packed); no server code in the publish folder. Runs after a build.
import { execFile } from 'child_process';
import fs from 'fs';
import { builtinModules } from 'module';
import path from 'path';
import { promisify } from 'util';
import { archiveLimitBytes, overLimit, type PackedFunction } from '../../scripts/pack-functions';

const root = path.resolve(__dirname, '..', '..');
let packed: PackedFunction[];

beforeAll(async () => {
  // In a process of its own: the host's libraries are ES modules that jest's module system cannot load.
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'pack-functions.ts'), '--json'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  packed = JSON.parse(stdout.trim().split('\n').pop()!) as PackedFunction[];
}, 300_000);

const fn = (name: string) => {
  const found = packed.find((f) => f.name === name);
  if (!found) throw new Error(`no function ${name} was packed (packed: ${packed.map((f) => f.name).join(', ')})`);
  return found;
};
const has = (f: PackedFunction, pattern: RegExp) => f.files.some((x) => pattern.test(x.file.split(path.sep).join('/')));

test('every function is packed within the host limit', () => {
  expect(packed.map((f) => f.name).sort()).toEqual(['contact-js', 'pdf-js', 'search-js', 'send-unsent-mail-js']);
  expect(overLimit(packed)).toEqual([]);
  for (const f of packed) expect(f.archiveBytes).toBeLessThanOrEqual(archiveLimitBytes);
});

test('each function carries the files it reads, and not the browser', () => {
  const browser = /@sparticuz\/chromium\/bin\/|chromium\.br$/;
  for (const f of packed) expect(has(f, browser)).toBe(false);
  expect(has(fn('search-js'), /^public\/search-data\//)).toBe(true);
  expect(has(fn('search-js'), /^public\/(\w\w\/)?search\//)).toBe(true);
  expect(has(fn('pdf-js'), /^\.cache\/pdf-function\/function\.js$/)).toBe(true);
  expect(has(fn('pdf-js'), /^\.cache\/pdf-function\/manifest\.json$/)).toBe(true);
  expect(has(fn('pdf-js'), /^data\/products\/\d+\.json$/)).toBe(true);
  expect(has(fn('pdf-js'), /^src\/i18n\/locales\/ar\//)).toBe(true);
  // The contact form's function reads no build output, and the search index is not the PDF function's.
  for (const name of ['contact-js', 'send-unsent-mail-js']) expect(has(fn(name), /^public\//)).toBe(false);
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
    const code = f.files.filter((x) => /^\.cache\/functions\/.*\.js$/.test(x.file.split(path.sep).join('/')));
    expect(code.length).toBeGreaterThan(0);
    for (const { file } of code) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
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

test('the mail resend runs on the schedule netlify.toml gives it', () => {
  expect(fn('send-unsent-mail-js').schedule).toBe('*/5 * * * *');
});

test('the publish folder holds no server code', () => {
  expect(fs.existsSync(path.join(root, 'public', 'pdf-assets'))).toBe(false);
  const functionBundle = fs.readFileSync(path.join(root, '.cache', 'pdf-function', 'function.js'), 'utf8');
  expect(functionBundle).toContain('pdfFunction');
});
