// Sitemap: only indexable pages, each with its language alternates and x-default; robots.txt points at it.
import {
  indexablePages,
  readSitemapRecord,
  sitemapEntry,
  writeSitemapRecord,
  type SitemapPage,
} from '../../src/seo/sitemap';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { robotsTxt } from '../../src/seo/build-files';
import { htmlPass } from '../../src/hosting/html-pass';
import { siteUrlFrom } from '../../src/seo/site-url';
import { langCodes } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';

const alternates = langCodes.map((lang) => ({ lang, path: pathTo(lang, { page: 'about' }) }));
const page = (path: string, noindex = false, alts = alternates): SitemapPage => ({
  path,
  pageContext: { seo: { alternates: alts, noindex } },
});

it('keeps indexable pages and leaves out noindex pages, pages without SEO context (404) and unlisted paths', () => {
  const pages: SitemapPage[] = [
    page('/about/'),
    page('/fr/about/'),
    page('/search/', true, [{ lang: 'en', path: '/search/' }]),
    { path: '/404/', pageContext: {} },
    { path: '/dev-404-page/', pageContext: null },
    page('/product/anything/2/'),
  ];
  expect(indexablePages(pages).map((p) => p.path)).toEqual(['/about/', '/fr/about/']);
});

it('lists every language version as an alternate, plus x-default for English', () => {
  expect(sitemapEntry(page('/ru/about/'))).toEqual({
    url: '/ru/about/',
    links: [...alternates.map((a) => ({ lang: a.lang, url: a.path })), { lang: 'x-default', url: '/about/' }],
  });
});

it('robots.txt allows crawling and names the sitemap on the configured site URL', () => {
  const url = siteUrlFrom({ SITE_URL: 'https://www.taurus.example/' });
  expect(url).toBe('https://www.taurus.example');
  expect(robotsTxt(url)).toMatch(/^User-agent: \*\nAllow: \/\n/);
  expect(robotsTxt(url)).toContain('Sitemap: https://www.taurus.example/sitemap-index.xml');
  expect(siteUrlFrom({})).toBe('http://localhost:9000');
});

it('NUL bytes left by the streaming renderer are removed from built HTML, other files are left alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-nul-'));
  fs.mkdirSync(path.join(dir, 'es'));
  fs.writeFileSync(path.join(dir, 'es', 'index.html'), Buffer.from('<p>pesta\u0000ña — m\u0000²</p>'));
  fs.writeFileSync(path.join(dir, 'clean.html'), '<p>ok</p>');
  fs.writeFileSync(path.join(dir, 'data.bin'), Buffer.from([1, 0, 2]));
  expect(htmlPass(dir).nulCleaned).toBe(1);
  expect(fs.readFileSync(path.join(dir, 'es', 'index.html'), 'utf8')).toBe('<p>pestaña — m²</p>');
  expect([...fs.readFileSync(path.join(dir, 'data.bin'))]).toEqual([1, 0, 2]);
  fs.rmSync(dir, { recursive: true });
});

it("keeps page creation's record of the pages, in order, for the sitemap; a missing record is an error naming it", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-record-')), 'cache', 'sitemap-pages.json');
  expect(() => readSitemapRecord(file)).toThrow(file);
  const pages = [page('/fr/about/'), page('/about/'), { path: '/404/', pageContext: null }];
  writeSitemapRecord(file, pages);
  expect(readSitemapRecord(file)).toEqual(pages);
  expect(indexablePages(readSitemapRecord(file)).map((p) => p.path)).toEqual(['/fr/about/', '/about/']);
});
