// One pass over the built HTML after every build, for the host: NUL bytes out (src/seo/build-files.ts says why),
// Gatsby's scripts loaded after the first paint (src/hosting/script-loader.ts), and Gatsby's page-path script turned
// into an attribute while every inline script's CSP hash is collected (src/hosting/inline-scripts.ts). A rebuild
// re-renders only the pages whose data changed (about 36 of 4,700 for one product), so a file whose size and
// modification time are those the last pass recorded is not read again: its hashes come from the record (kept in
// .cache, which a host keeps between builds with public/).
import fs from 'fs';
import path from 'path';
import { hashInlineScripts } from './inline-scripts';
import { deferGatsbyScripts } from './script-loader';
import { withoutNulBytes } from '../seo/build-files';

interface SeenFile {
  size: number;
  mtimeMs: number;
  hashes: string[];
}
type PassRecord = Record<string, SeenFile>;

export interface HtmlPassResult {
  /** Every inline script hash of the site's HTML, sorted. */
  hashes: string[];
  files: number;
  /** Files read this time (the others were unchanged since the recorded pass). */
  read: number;
  /** Files given a page-path attribute or the script loader. */
  rewritten: number;
  /** Files that held NUL bytes. */
  nulCleaned: number;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

function readRecord(file: string | undefined): PassRecord {
  if (!file || !fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PassRecord;
  } catch {
    return {}; // a damaged record only costs a full pass
  }
}

/** Runs the pass over `publicDir`; with `recordFile`, files unchanged since the recorded pass are skipped. */
export function htmlPass(publicDir: string, recordFile?: string): HtmlPassResult {
  const before = readRecord(recordFile);
  const record: PassRecord = {};
  const hashes = new Set<string>();
  const result = { files: 0, read: 0, rewritten: 0, nulCleaned: 0 };
  for (const file of htmlFiles(publicDir)) {
    result.files++;
    const key = path.relative(publicDir, file);
    const stat = fs.statSync(file);
    const seen = before[key];
    if (seen && seen.size === stat.size && seen.mtimeMs === stat.mtimeMs) {
      seen.hashes.forEach((h) => hashes.add(h));
      record[key] = seen;
      continue;
    }
    result.read++;
    const bytes = fs.readFileSync(file);
    const clean = withoutNulBytes(bytes);
    if (clean) result.nulCleaned++;
    // latin1: one character per byte, written back byte for byte (12.5 → 1.2 s for 4,700 pages; inline-scripts.ts).
    const html = (clean ?? bytes).toString('latin1');
    const scripts = hashInlineScripts(deferGatsbyScripts(html), 'latin1');
    scripts.hashes.forEach((h) => hashes.add(h));
    if (scripts.html !== html) result.rewritten++;
    if (clean || scripts.html !== html) fs.writeFileSync(file, scripts.html, 'latin1');
    const after = fs.statSync(file);
    record[key] = { size: after.size, mtimeMs: after.mtimeMs, hashes: scripts.hashes };
  }
  if (recordFile) {
    fs.mkdirSync(path.dirname(recordFile), { recursive: true });
    fs.writeFileSync(recordFile, JSON.stringify(record));
  }
  return { ...result, hashes: [...hashes].sort() };
}
