// A photo as the pages need it, with no resizing at build: the source file published once into public/ under a
// content-hashed name (/static/… is cached as immutable by the host's rules), its size read from the file's header and
// its dominant colour (the placeholder), computed once per photo content and kept in .cache/photos/ for later builds.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { imageSize } from 'image-size';
import type { CdnFormat } from './cdn-url';

export interface PhotoSource {
  /** The published copy's path on the site, e.g. /static/photos/3f2a…-948-1.jpg. */
  src: string;
  width: number;
  height: number;
  format: CdnFormat;
  /** The photo's dominant colour, #rrggbb: the placeholder shown until it loads. */
  color: string;
}

export interface PhotoDirs {
  publicDir: string;
  cacheDir: string;
}

/** The project's own folders, where Gatsby runs (its working directory is the site's root). */
export const siteDirs = (root = process.cwd()): PhotoDirs => ({
  publicDir: path.join(root, 'public'),
  cacheDir: path.join(root, '.cache', 'photos'),
});

const formatOf: Record<string, CdnFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** Width, height and format from the file's header alone, or the reason it is not a photo the site can show. */
export function readPhotoHeader(bytes: Buffer): { width: number; height: number; format: CdnFormat } | string {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (e) {
    return `not a readable image (${e instanceof Error ? e.message : String(e)})`;
  }
  const format = size.type ? formatOf[size.type] : undefined;
  if (!format) return `image type ${size.type ?? 'unknown'} is not one the site shows (JPEG, PNG, WebP, AVIF, GIF)`;
  if (!size.width || !size.height) return 'the image header gives no width or height';
  // EXIF orientations 5–8 turn the picture a quarter: the CDN and browsers show it upright, so swap.
  const turned = size.orientation !== undefined && size.orientation >= 5;
  return { width: turned ? size.height : size.width, height: turned ? size.width : size.height, format };
}

/**
 * Width, height and format of a photo file, or the reason it cannot be shown: missing, or not an image whose header
 * gives its size. Reads the start of the file only, unless the header lies further in.
 */
function readPhotoFileHeader(file: string): ReturnType<typeof readPhotoHeader> {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return 'not found';
  }
  try {
    const size = fs.fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, 128 * 1024));
    fs.readSync(fd, head, 0, head.length, 0);
    const header = readPhotoHeader(head);
    return typeof header === 'string' && size > head.length ? readPhotoHeader(fs.readFileSync(file)) : header;
  } finally {
    fs.closeSync(fd);
  }
}

/** Why a photo file cannot be shown, or null (the check of the data names the file). */
export function photoFileProblem(file: string): string | null {
  const header = readPhotoFileHeader(file);
  return typeof header === 'string' ? header : null;
}

/**
 * The dominant colour: the most frequent of 16×16×16 colour bins (each bin's centre), over a 64 px copy, as
 * gatsby-plugin-sharp meant it. Counted here rather than by sharp's `stats()`, which also works out entropy and
 * sharpness (a convolution) for nothing: 2.4 ms a photo instead of 11. sharp's own pick also missed the most frequent
 * bin in 67 of the 578 sample photos.
 */
async function dominantColor(bytes: Buffer): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof import('sharp');
  const { data, info } = await sharp(bytes)
    .resize(64, 64, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bins = new Uint32Array(16 * 16 * 16);
  for (let i = 0; i + 2 < data.length; i += info.channels)
    bins[((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4)]++;
  let most = 0;
  for (let bin = 1; bin < bins.length; bin++) if (bins[bin] > bins[most]) most = bin;
  const centre = (level: number) => ((level << 4) + 8).toString(16).padStart(2, '0');
  return `#${centre(most >> 8)}${centre((most >> 4) & 15)}${centre(most & 15)}`;
}

const memo = new Map<string, Promise<PhotoSource>>();

/**
 * The published photo for a source file. `digest` is the file's content hash when the caller has one (Gatsby's File
 * node carries it); otherwise the bytes are hashed here. Concurrent calls for one photo share one computation.
 */
export function photoSource(file: string, dirs: PhotoDirs, digest?: string): Promise<PhotoSource> {
  const key = `${dirs.publicDir}\0${file}\0${digest ?? ''}`;
  let pending = memo.get(key);
  if (!pending) {
    pending = computePhotoSource(file, dirs, digest);
    pending.catch(() => memo.delete(key));
    memo.set(key, pending);
  }
  return pending;
}

/**
 * Publishes a source file (copied once under its content hash) and returns its path on the site, with no decoding:
 * what a caller needs that only links the photo (the PDF manifest), without the size and colour the pages need.
 */
export function publishPhoto(file: string, dirs: PhotoDirs, digest?: string): { src: string; hash: string } {
  const hash = (digest ?? crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')).slice(0, 16);
  const name = `${hash}-${path.basename(file).replace(/[^\w.-]+/g, '-')}`;
  const target = path.join(dirs.publicDir, 'static', 'photos', name);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(file, tmp);
    fs.renameSync(tmp, target);
  }
  return { src: `/static/photos/${name}`, hash };
}

/**
 * The published photo with its size from the header, without decoding it for its colour: for a caller that draws
 * the photo itself (the visualizer's stones), so the build's main thread decodes nothing.
 */
export function publishedPhotoSize(
  file: string,
  dirs: PhotoDirs,
  digest?: string,
): { src: string; width: number; height: number } {
  const header = readPhotoFileHeader(file);
  if (typeof header === 'string') throw new Error(`${file}: ${header}`);
  return { src: publishPhoto(file, dirs, digest).src, width: header.width, height: header.height };
}

async function computePhotoSource(file: string, dirs: PhotoDirs, digest?: string): Promise<PhotoSource> {
  let bytes: Buffer | null = null;
  const read = () => (bytes ??= fs.readFileSync(file));
  const { src, hash } = publishPhoto(file, dirs, digest ?? crypto.createHash('sha256').update(read()).digest('hex'));
  const cached = path.join(dirs.cacheDir, `${hash}.json`);
  try {
    const kept = JSON.parse(fs.readFileSync(cached, 'utf8')) as Omit<PhotoSource, 'src'>;
    if (kept.width && kept.height && kept.color) return { ...kept, src };
  } catch {
    // not computed yet for this content
  }
  const header = readPhotoHeader(read());
  if (typeof header === 'string') throw new Error(`${file}: ${header}`);
  let color: string;
  try {
    color = await dominantColor(read());
  } catch (e) {
    throw new Error(`${file}: the image cannot be decoded (${e instanceof Error ? e.message : String(e)})`);
  }
  const info = { ...header, color };
  fs.mkdirSync(dirs.cacheDir, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(info));
  fs.renameSync(tmp, cached);
  return { ...info, src };
}
