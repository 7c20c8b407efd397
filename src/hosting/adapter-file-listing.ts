// After every build, Gatsby's adapter manager lists every file in public/ for the routes manifest with glob 7:
// `glob.sync('**/**', { cwd, nodir: true, dot: true })` (gatsby/dist/utils/adapter/manager.js). glob 7 matches both
// globstars against every path: 12.4 s for the 13,600 files of a ×1 build, more than a quarter of a one-product
// rebuild, and it grows with the catalogue. A recursive readdir lists the same files, in the same order, in a small
// fraction of that. Gatsby reads `glob.sync` from glob's module object at each call, so answering that one call shape
// here speeds up the adapter without touching node_modules; any other call goes to glob unchanged.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

type GlobSync = (
  pattern: string,
  options?: { cwd?: string; nodir?: boolean; dot?: boolean } & Record<string, unknown>,
) => string[];
interface GlobModule {
  sync: GlobSync;
}

/** Every file under `dir` (dot files too, directories not), as paths relative to it with `/`, sorted as glob 7 sorts
    (localeCompare in 'en'; one 'en' collator gives the same order much faster). A symbolic link to a file is listed;
    one to a directory is walked, but as glob 7 does, no linked directory inside it (so a link to a parent ends).
    A missing `dir` lists nothing, as glob does. */
export function listFilesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string, throughLink: boolean) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(relative ? path.join(dir, relative) : dir, { withFileTypes: true });
    } catch (e) {
      if (!relative && (e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const linkedDirectory =
        entry.isSymbolicLink() && fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isDirectory();
      if (entry.isDirectory()) walk(name, throughLink);
      else if (!linkedDirectory) files.push(name);
      else if (!throughLink) walk(name, true);
    }
  };
  walk('', false);
  return files.sort(new Intl.Collator('en').compare);
}

/** True for the call the adapter manager makes: every file, dot files included, no directories. */
export const isWholeTreeListing = (pattern: string, options?: Parameters<GlobSync>[1]) =>
  pattern === '**/**' &&
  options?.nodir === true &&
  options.dot === true &&
  typeof options.cwd === 'string' &&
  Object.keys(options).length === 3;

/** glob as Gatsby's adapter manager resolves it (from gatsby's own folder under `projectRoot`). */
export const gatsbysGlob = (projectRoot: string): GlobModule =>
  createRequire(path.join(projectRoot, 'node_modules', 'gatsby', 'dist', 'utils', 'adapter', 'manager.js'))(
    'glob',
  ) as GlobModule;

const marker = Symbol.for('stone-site.adapter-file-listing');

/** One whole-tree listing the walk answered, as `recordFile` keeps it (keyed by the folder listed). */
export interface ListingRecord {
  files: number;
  ms: number;
}

function noteListing(recordFile: string, cwd: string, entry: ListingRecord): void {
  try {
    const record = fs.existsSync(recordFile)
      ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record<string, ListingRecord>)
      : {};
    record[cwd] = entry;
    fs.mkdirSync(path.dirname(recordFile), { recursive: true });
    fs.writeFileSync(recordFile, JSON.stringify(record, null, 2));
  } catch {
    // the record is evidence for the contract test, never a reason to fail a build
  }
}

/** Makes Gatsby's glob answer the adapter's whole-tree listing with `listFilesUnder`; once per process. Returns false
    where glob is not the module this was written for (then nothing is changed). With `recordFile`, each listing it
    answers is noted there, so tests/build/gatsby-internals.test.ts can tell that the build's adapter made the call. */
export function speedUpAdapterFileListing(projectRoot: string, { recordFile }: { recordFile?: string } = {}): boolean {
  const glob = gatsbysGlob(projectRoot) as GlobModule & { [marker]?: true };
  if (typeof glob.sync !== 'function') return false;
  if (glob[marker]) return true;
  const original = glob.sync;
  glob.sync = (pattern, options) => {
    if (!isWholeTreeListing(pattern, options)) return original(pattern, options);
    const started = Date.now();
    const files = listFilesUnder(options!.cwd!);
    if (recordFile) noteListing(recordFile, options!.cwd!, { files: files.length, ms: Date.now() - started });
    return files;
  };
  glob[marker] = true;
  return true;
}
