// The files the data check reads, for the check /admin/ runs before a save (rules.js): every JSON and Markdown file of
// data/, the header of every photo in data/images/ (never its bytes) and the names of the files in static/. The file
// is public beside /admin/, so what the site never shows stays out of it: a USA lot's hold or sales reference is
// replaced by a placeholder of the same form (the check of another file only needs to know there is one; the entry
// being saved is checked with its own, as the signed-in editor loaded it).
import fs from 'fs';
import path from 'path';
import { readPhotoHeader } from '../../images/photo-source';
import { photoMarker } from './photo-shim';

/** Virtual path (/data/…, /static/…) to text, as rules.js mounts them. */
export type CheckSnapshot = Record<string, string>;

const photoExtensions = /\.(jpe?g|png|webp|avif|gif)$/i;

function walk(dir: string, visit: (file: string) => void): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

function photoHeader(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(fs.fstatSync(fd).size, 128 * 1024));
    fs.readSync(fd, head, 0, head.length, 0);
    const header = readPhotoHeader(head);
    return photoMarker + JSON.stringify(typeof header === 'string' ? readPhotoHeader(fs.readFileSync(file)) : header);
  } finally {
    fs.closeSync(fd);
  }
}

/** A data file's text, a USA stock file's lot references replaced by "H-0" (lines and everything else kept). */
function withoutReferences(file: string, dataDir: string): string {
  const text = fs.readFileSync(file, 'utf8');
  if (!file.startsWith(path.join(dataDir, 'usa-stock') + path.sep)) return text;
  return text.replace(/("reference"\s*:\s*")[^"]*"/g, '$1H-0"');
}

export function checkSnapshot(dataDir: string, staticDir: string): CheckSnapshot {
  const out: CheckSnapshot = {};
  const virtual = (root: string, base: string, file: string) =>
    `${root}/${path.relative(base, file).split(path.sep).join('/')}`;
  const imagesDir = path.join(dataDir, 'images');
  walk(dataDir, (file) => {
    if (file.startsWith(imagesDir + path.sep)) {
      if (photoExtensions.test(file)) out[virtual('/data', dataDir, file)] = photoHeader(file);
    } else if (/\.(json|md)$/.test(file)) out[virtual('/data', dataDir, file)] = withoutReferences(file, dataDir);
  });
  // Markdown may link to a file of static/: only its name matters to the check.
  walk(staticDir, (file) => {
    out[virtual('/static', staticDir, file)] = '';
  });
  return out;
}
