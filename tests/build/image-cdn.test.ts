// Over the real build (public/): every photo a page shows or shares is an image CDN URL the host accepts, whose source
// was published once under its content hash; the build wrote no resized copies.
import fs from 'fs';
import path from 'path';
import { cdnPath, parseCdnQuery } from '../../src/images/cdn-url';

const publicDir = path.resolve(__dirname, '..', '..', 'public');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_bench') ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

const decode = (s: string) => s.replace(/&amp;|&#x26;/g, '&');

test('every photo on every page goes through the image CDN, from a source published under its content hash', () => {
  const problems: string[] = [];
  const sources = new Set<string>();
  let urls = 0;
  let pagesWithPhotos = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const page = path.relative(publicDir, file);
    let photos = 0;
    for (const m of html.matchAll(/<img\b[^>]*>/g)) {
      const tag = m[0];
      for (const a of tag.matchAll(/\s(src|srcset|data-src|data-srcset)="([^"]*)"/gi)) {
        for (const candidate of a[2].split(/,(?=\/|\s*\/)/)) {
          const url = decode(candidate.trim().split(/\s+/)[0]);
          // gatsby-plugin-image's sizer is an inline SVG; the site's own icons are SVG files.
          if (!url || url.startsWith('data:') || url.endsWith('.svg')) continue;
          if (!url.startsWith(`${cdnPath}?`)) {
            problems.push(`${page}: <img ${a[1]}> ${url} is not an image CDN URL`);
            continue;
          }
          photos++;
          urls++;
          const parsed = parseCdnQuery(new URL(url, 'http://site.invalid').searchParams);
          if (!parsed.ok) problems.push(`${page}: ${url}: ${parsed.reason}`);
          else {
            if (parsed.request.format) problems.push(`${page}: ${url} names a format; the CDN should negotiate it`);
            sources.add(parsed.request.source);
          }
        }
      }
    }
    if (photos) pagesWithPhotos++;
    for (const m of html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g)) {
      const url = new URL(decode(m[1]));
      if (url.pathname !== cdnPath) continue;
      const parsed = parseCdnQuery(url.searchParams);
      if (!parsed.ok || parsed.request.format !== 'jpg') problems.push(`${page}: share image ${m[1]} is not a JPEG`);
      else sources.add(parsed.request.source);
    }
  }
  for (const source of sources) {
    if (!/^\/static\/(photos|content)\/[0-9a-f]{12,16}-[^/]+$/.test(source))
      problems.push(`${source}: not a content-hashed path under /static/`);
    else if (!fs.existsSync(path.join(publicDir, source))) problems.push(`${source}: named by a page, not published`);
  }
  expect(pagesWithPhotos).toBeGreaterThan(100);
  expect(urls).toBeGreaterThan(1000);
  expect(problems.slice(0, 20)).toEqual([]);
});

test('the build resized no photo: public/static holds the published sources and no per-size copies', () => {
  const resized = fs
    .readdirSync(path.join(publicDir, 'static'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^[0-9a-f]{32}$/.test(e.name))
    .map((e) => e.name);
  // gatsby-plugin-sharp wrote /static/<content digest>/<args hash>/<name>.webp for every size of every photo.
  expect(resized).toEqual([]);
});
