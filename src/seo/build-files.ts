// Files written after the build: robots.txt (pointing at the sitemap on SITE_URL) and, when the site has none,
// the 1200×630 share image used by pages without a picture of their own (deterministic, drawn from shapes only).
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { defaultShareImage } from './head-tags';
import { absoluteUrl } from './site-url';

export const sitemapIndexPath = '/sitemap-index.xml';

/** robots.txt: everything may be crawled (noindex pages say so themselves); the sitemap on the configured origin. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, sitemapIndexPath)}`, ''].join('\n');
}

/** Travertine-like bands in the site's paper and ink tones; no text, so no font can change the pixels. */
export function shareImageSvg(): string {
  const { width, height } = defaultShareImage;
  const bands = [
    { y: 0, h: 210, c: '#e9dfcf' },
    { y: 210, h: 120, c: '#dccbb0' },
    { y: 330, h: 90, c: '#cdb793' },
    { y: 420, h: 210, c: '#e3d6c1' },
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    ...bands.map((b) => `<rect x="0" y="${b.y}" width="${width}" height="${b.h}" fill="${b.c}"/>`),
    `<path d="M0 250 C 300 200, 600 320, 1200 260" stroke="#b89f78" stroke-width="6" fill="none"/>`,
    `<path d="M0 460 C 400 420, 800 520, 1200 470" stroke="#a88d66" stroke-width="4" fill="none"/>`,
    `<rect x="80" y="235" width="1040" height="160" fill="#2b2622" fill-opacity="0.82"/>`,
    `<rect x="110" y="300" width="980" height="6" fill="#e9dfcf"/>`,
    `</svg>`,
  ].join('');
}

/**
 * The document without NUL bytes, or null when it holds none. React 18's streaming renderer (which Gatsby uses) can
 * flush a few unwritten buffer bytes when a multi-byte character meets its 2 KB boundary (facebook/react#24985,
 * #26228); some crawlers stop reading at a NUL. The host pass over the built HTML (src/hosting/html-pass.ts) applies it.
 */
export function withoutNulBytes(bytes: Buffer): Buffer | null {
  if (!bytes.includes(0)) return null;
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(0); at !== -1; at = bytes.indexOf(0, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + 1;
  }
  parts.push(bytes.subarray(start));
  return Buffer.concat(parts);
}

/** Writes robots.txt, and og-image.png unless the site ships its own (static/og-image.png is copied to public). */
export async function writeSeoFiles(publicDir: string, siteUrl: string): Promise<string[]> {
  const written: string[] = [];
  const robots = path.join(publicDir, 'robots.txt');
  fs.writeFileSync(robots, robotsTxt(siteUrl));
  written.push(robots);
  const image = path.join(publicDir, defaultShareImage.src.replace(/^\//, ''));
  if (!fs.existsSync(image)) {
    await sharp(Buffer.from(shareImageSvg())).png({ compressionLevel: 9 }).toFile(image);
    written.push(image);
  }
  return written;
}
