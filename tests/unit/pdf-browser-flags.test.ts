// The data sheets' browser starts as @sparticuz/chromium starts it on Lambda: with the package's own `args` (among them
// --single-process, without which Lambda refuses it with `prctl(PR_SET_NO_NEW_PRIVS) failed`), as the build reads them
// into the published engine, and prints page after page in that mode (src/pdf/printer.ts opens a tab per sheet).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fetchEngine, publishEngine } from '../../src/pdf/chromium';
import { startPrinter, type Printer } from '../../src/pdf/printer';
import { startPdfOrigin, type SiteOrigin } from './helpers/pdf-origin';

const root = path.resolve(__dirname, '..', '..');
let tmp: string;
let site: SiteOrigin;
let printer: Printer | undefined;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-browser-flags-'));
  site = await startPdfOrigin(path.join(tmp, 'public'), path.join(tmp, 'image-cdn'));
});

afterAll(async () => {
  await printer?.close();
  await site.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

/** The command lines of the running processes started from `executable`. */
const commandLines = (executable: string) =>
  fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
      } catch {
        return []; // gone meanwhile
      }
    })
    .filter((argv) => argv[0] === executable);

test("the browser runs with the package's flags for Lambda and prints sheet after sheet", async () => {
  const engine = publishEngine(root, path.join(tmp, 'public'), path.join(tmp, 'cache'));
  expect(engine.args).toContain('--single-process');
  // The browser as a cold instance gets it (in its own folder: the build beside the unit tests empties .cache/).
  const unpacked = await fetchEngine(engine, site.origin, path.join(tmp, 'engine'));
  printer = await startPrinter(unpacked);
  const running = commandLines(unpacked.executable);
  // One process: the browser, its renderer and its GPU thread in it.
  expect(running).toHaveLength(1);
  expect(running[0].filter((flag) => engine.args.includes(flag)).sort()).toEqual([...engine.args].sort());
  for (const n of [1, 2, 3]) {
    const page = path.join(tmp, `sheet-${n}.html`);
    fs.writeFileSync(page, `<!doctype html><html lang="en"><title>Sheet ${n}</title><p>Sheet ${n}</p></html>`);
    const pdf = await printer.print(`file://${page}`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  expect(printer.alive).toBe(true);
}, 180_000);
