// The host's pass over the built HTML after a build: a rebuild reads only the pages Gatsby wrote again, and the CSP
// still lists exactly the inline scripts the site serves (a stale hash would block a script, a missing one too).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { htmlPass } from '../../src/hosting/html-pass';
import { scriptHash } from '../../src/hosting/inline-scripts';

const page = (pagePath: string, extra = '') =>
  `<!doctype html><html><body><script>window.pagePath="${pagePath}";</script>${extra}<script src="/app.js"></script></body></html>`;
const pagePathScript = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

function site(): { dir: string; record: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-pass-'));
  fs.mkdirSync(path.join(dir, 'fr', 'contact'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('/', '<script>window.___chunkMapping="a";</script>'));
  fs.writeFileSync(path.join(dir, 'fr', 'contact', 'index.html'), page('/fr/contact/'));
  return { dir, record: path.join(dir, '..', `${path.basename(dir)}-record.json`) };
}

it('reads every page once, then only the pages a rebuild wrote again, and keeps the CSP hashes exact', () => {
  const { dir, record } = site();
  const first = htmlPass(dir, record);
  expect(first).toMatchObject({ files: 2, read: 2, rewritten: 2 });
  expect(first.hashes).toEqual([scriptHash(pagePathScript), scriptHash('window.___chunkMapping="a";')].sort());
  expect(fs.readFileSync(path.join(dir, 'fr', 'contact', 'index.html'), 'utf8')).toContain(
    'data-page-path="/fr/contact/"',
  );

  // Nothing written since: nothing read, the same hashes.
  const again = htmlPass(dir, record);
  expect(again).toMatchObject({ files: 2, read: 0, rewritten: 0 });
  expect(again.hashes).toEqual(first.hashes);

  // A rebuild writes the home page again with another chunk mapping: the old script's hash goes, the new one comes.
  fs.writeFileSync(path.join(dir, 'index.html'), page('/', '<script>window.___chunkMapping="bb";</script>'));
  const rebuilt = htmlPass(dir, record);
  expect(rebuilt).toMatchObject({ files: 2, read: 1, rewritten: 1 });
  expect(rebuilt.hashes).toEqual([scriptHash(pagePathScript), scriptHash('window.___chunkMapping="bb";')].sort());

  // A page removed takes its scripts' hashes with it.
  fs.rmSync(path.join(dir, 'index.html'));
  expect(htmlPass(dir, record).hashes).toEqual([scriptHash(pagePathScript)]);
  fs.rmSync(dir, { recursive: true });
  fs.rmSync(record);
});

it('a damaged record costs a full pass, not a wrong policy', () => {
  const { dir, record } = site();
  fs.writeFileSync(record, '{ not json');
  expect(htmlPass(dir, record)).toMatchObject({ files: 2, read: 2 });
  fs.rmSync(dir, { recursive: true });
  fs.rmSync(record);
});

it('keeps every other byte of a page in another script as it was, and hashes its scripts as the browser will', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-pass-'));
  const arabicScript = 'window.greeting="مرحبا — أهلاً";';
  const body = `<h1>حجر طبيعي · Натуральный камень</h1><script>${arabicScript}</script>`;
  const original = page(JSON.stringify('/ar/بحث/"quote"/').slice(1, -1), body);
  fs.writeFileSync(path.join(dir, 'index.html'), original);
  const { hashes } = htmlPass(dir);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(html).toBe(
    original.replace(
      /<script>window\.pagePath=".*?";<\/script>/,
      `<script data-page-path="/ar/بحث/&quot;quote&quot;/">${pagePathScript}</script>`,
    ),
  );
  expect(hashes).toEqual([scriptHash(pagePathScript), scriptHash(arabicScript)].sort());
  fs.rmSync(dir, { recursive: true });
});
