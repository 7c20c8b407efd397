// What a first visit of each page family loads of the build's scripts (issue 56: under 120 kB on every family). The
// figure is the bench's (docs/bench.md): gzip -9 of each chunk, here of every chunk the browser fetched up to idle, the
// ones a page imports on mount included, as Lighthouse counts them. gatsby-plugin-image's GatsbyImage imported its
// lazy-hydrate chunk (React's string renderer, 12.1 kB gzip) on mount on every page with a photo, though a first load
// never used it; the site's Photo (src/components/Photo.tsx) draws the same photos without it.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { test, expect } from 'playwright/test';
import { builtPages, familyNames, familyPath, familyRoutes } from '../../scripts/bench-pages-lib';
import { hydrated, idleAfterLoad, recordScripts } from './site-data';

const publicDir = path.resolve(__dirname, '..', '..', 'public');
/** The build's chunks have content-hashed names; the Intl warm-up worker's file (gatsby-browser) is a worker's own. */
const builtChunk = /-[0-9a-f]{20}\.js$/;
const budgetKb = 120;
const pages = builtPages(publicDir);

for (const lang of ['en', 'ar'] as const) {
  const routes = familyRoutes(pages, lang);
  for (const family of familyNames) {
    test(`${family} (${lang}): the first load runs under ${budgetKb} kB of script, none of it React's string renderer`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await page.goto(familyPath(family, routes, lang));
      await hydrated(page);
      await idleAfterLoad(page);
      await scripts.arrived();
      const chunks = [
        ...new Set(
          scripts
            .since(0)
            .map((url) => new URL(url).pathname)
            .filter((file) => builtChunk.test(file)),
        ),
      ];
      expect(chunks.length).toBeGreaterThan(0);
      const text = (chunk: string) => fs.readFileSync(path.join(publicDir, chunk));
      expect(chunks.filter((chunk) => text(chunk).includes('renderToStaticMarkup'))).toEqual([]);
      const kb = chunks.reduce((sum, chunk) => sum + zlib.gzipSync(text(chunk), { level: 9 }).length, 0) / 1000;
      expect(kb, chunks.join(' ')).toBeLessThan(budgetKb);
    });
  }
}
