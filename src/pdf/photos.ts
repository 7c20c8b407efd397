// The photos in the PDFs: each source file in data/images cut once to the size the sheet prints it at (a JPEG Chromium
// embeds as it is), kept in the cache under the hash of the source, so the five languages share one file.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import sharp from 'sharp';

/** 4:3 at 800 px wide: ~230 dpi across the sheet's 88 mm photo column, ~40–80 kB. */
const size = { width: 800, height: 600, quality: 72 };

/** A file: URL of the photo made from `source` (an absolute path), written on first use. */
export async function pdfPhoto(source: string, outDir: string): Promise<string> {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(source)).update(JSON.stringify(size)).digest('hex');
  const file = path.join(outDir, `${hash.slice(0, 20)}.jpg`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(outDir, { recursive: true });
    await sharp(source)
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: size.quality })
      .toFile(`${file}.tmp`);
    fs.renameSync(`${file}.tmp`, file);
  }
  return pathToFileURL(file).href;
}
