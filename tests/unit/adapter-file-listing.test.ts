// The adapter's listing of public/ (src/hosting/adapter-file-listing.ts): the same files in the same order as glob 7
// gives Gatsby's adapter manager, so its routes manifest (and the _headers/_redirects written from it) stays the same.
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  gatsbysGlob,
  isWholeTreeListing,
  listFilesUnder,
  speedUpAdapterFileListing,
} from '../../src/hosting/adapter-file-listing';

const root = path.join(__dirname, '..', '..');
const wholeTree = (cwd: string) => ({ cwd, nodir: true, dot: true });

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adapter-listing-'));
  const files = [
    'index.html',
    '_headers',
    '.well-known/security.txt',
    'ar/index.html',
    'ar/product/detail/رخام-بوتيتشينو/801/index.html',
    'page-data/ar/product/detail/رخام-بوتيتشينو/801/page-data.json',
    'page-data/app-data.json',
    'static/9a1b/Aa.webp',
    'static/9a1b/a-B.webp',
    'static/9a1b/a_b.webp',
    'Z/upper.txt',
    'z/lower.txt',
    '~partytown/x.js',
  ];
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f);
  }
  fs.mkdirSync(path.join(dir, 'empty', 'deeper'), { recursive: true });
  fs.symlinkSync(path.join(dir, 'index.html'), path.join(dir, 'link.html'));
  fs.symlinkSync(dir, path.join(dir, 'ar', 'loop'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('listing every file under a folder', () => {
  it("gives exactly glob 7's answer to the adapter's call: dot files, nested and non-Latin paths, no folders, glob's order", () => {
    const glob = gatsbysGlob(root);
    const expected = glob.sync('**/**', wholeTree(dir));
    expect(expected).toContain('.well-known/security.txt');
    expect(expected).not.toContain('empty');
    expect(expected).toContain('link.html');
    // A linked directory is walked once, as glob does, and a link back to a parent ends there.
    expect(expected).toContain('ar/loop/index.html');
    expect(expected.filter((f) => f.startsWith('ar/loop/ar/loop/'))).toEqual([]);
    expect(listFilesUnder(dir)).toEqual(expected);
  });

  it('lists nothing for a folder that does not exist, as glob does', () => {
    expect(listFilesUnder(path.join(dir, 'missing'))).toEqual([]);
    expect(gatsbysGlob(root).sync('**/**', wholeTree(path.join(dir, 'missing')))).toEqual([]);
  });
});

describe("Gatsby's glob, once sped up", () => {
  it('answers the whole-tree call itself and hands every other call to glob unchanged', () => {
    const glob = gatsbysGlob(root);
    const before = {
      tree: glob.sync('**/**', wholeTree(dir)),
      html: glob.sync('**/*.html', { cwd: dir }),
      noDot: glob.sync('**/**', { cwd: dir, nodir: true }),
    };
    const original = glob.sync;
    expect(speedUpAdapterFileListing(root)).toBe(true);
    expect(glob.sync).not.toBe(original);
    expect(speedUpAdapterFileListing(root)).toBe(true);
    expect(glob.sync('**/**', wholeTree(dir))).toEqual(before.tree);
    expect(glob.sync('**/*.html', { cwd: dir })).toEqual(before.html);
    expect(glob.sync('**/**', { cwd: dir, nodir: true })).toEqual(before.noDot);
    expect(before.noDot).not.toContain('.well-known/security.txt');
  });

  it('takes only the exact call shape the adapter manager uses', () => {
    expect(isWholeTreeListing('**/**', wholeTree('/x'))).toBe(true);
    expect(isWholeTreeListing('**/*', wholeTree('/x'))).toBe(false);
    expect(isWholeTreeListing('**/**', { cwd: '/x', nodir: true })).toBe(false);
    expect(isWholeTreeListing('**/**', { ...wholeTree('/x'), ignore: ['a/**'] })).toBe(false);
  });

  it("still matches the call in Gatsby's adapter manager (an upgrade that changes it would silently lose the speed-up)", () => {
    const manager = fs.readFileSync(
      path.join(root, 'node_modules', 'gatsby', 'dist', 'utils', 'adapter', 'manager.js'),
      'utf8',
    );
    const call = /\(0, _glob\.sync\)\(`\*\*\/\*\*`, \{\s*cwd: [^\n]*public`\),\s*nodir: true,\s*dot: true\s*\}\)/;
    expect(manager).toMatch(call);
  });
});
