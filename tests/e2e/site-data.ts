// Reads the site's data and locale files so tests can state what a page must show, in each language.
import fs from 'fs';
import path from 'path';
import { expect, type Page, type Request } from 'playwright/test';
import type { Route } from '../../src/routes';
import matter from 'gray-matter';

const root = path.resolve(__dirname, '..', '..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the data files read as they are, without their schema types

export function readData(file: string): Json {
  return JSON.parse(fs.readFileSync(path.join(root, 'data', file), 'utf8'));
}

export function item(file: string, id: number | string): Json {
  const found = (readData(file).items as Json[]).find((x) => x.id === id || x.slug === id);
  if (!found) throw new Error(`${file} has no item ${id}`);
  return found;
}

export type PageKind = Route['page'];

/**
 * One page of every kind the route module builds: the one list of sample pages. The site-wide sweeps visit them (every
 * page kind, accessibility, HTML validity) and the journeys start from them (journeys.spec.ts). Typed over every kind,
 * so a page kind added to src/routes cannot be left out of them.
 */
export const samplePages: { [K in PageKind]: Extract<Route, { page: K }> } = {
  home: { page: 'home' },
  about: { page: 'about' },
  catalog: { page: 'catalog' },
  contact: { page: 'contact' },
  contactThanks: { page: 'contactThanks' },
  sampleRequest: { page: 'sampleRequest' },
  sampleThanks: { page: 'sampleThanks' },
  usaHoldRequest: { page: 'usaHoldRequest' },
  usaHoldThanks: { page: 'usaHoldThanks' },
  quote: { page: 'quote' },
  fabrication: { page: 'fabrication' },
  faq: { page: 'faq' },
  videos: { page: 'videos' },
  projects: { page: 'projects' },
  privacy: { page: 'privacy' },
  visualizer: { page: 'visualizer' },
  project: { page: 'project', slug: readData('projects/1.json').slug, id: 1 },
  search: { page: 'search', term: 'beige marble' },
  category: { page: 'category', slug: 'travertine', id: 2 },
  color: { page: 'color', slug: 'beige', id: 4 },
  area: { page: 'area', slug: 'kitchen', id: 2 },
  product: { page: 'product', slug: readData('products/948.json').slug, id: 948 },
  filter: { page: 'filter', categoryId: 2, family: 'finish', slug: 'honed' },
  usaAbout: { page: 'usaAbout' },
  usaContact: { page: 'usaContact' },
  usaFaq: { page: 'usaFaq' },
  usaStock: { page: 'usaStock' },
  usaStockItem: { page: 'usaStockItem', id: 5001 },
  usaFilter: { page: 'usaFilter', facet: 'category', slug: 'travertine' },
  usaSearch: { page: 'usaSearch', term: 'walnut' },
};

/** The sample pages as [kind, route] pairs, in the order above. */
export const samplePageList = Object.entries(samplePages) as [PageKind, Route][];

/** A Markdown file of data/content/ ("about/fr.md", "faq/3/ar.md"): its frontmatter and its Markdown text. */
export function readContent(file: string): { data: Json; body: string } {
  const parsed = matter(fs.readFileSync(path.join(root, 'data', 'content', file), 'utf8'));
  return { data: parsed.data, body: parsed.content.trim() };
}

export { uiText } from '../../src/node/ui-text';

/** Resolves once React has hydrated the page (the browser-shell plugin marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Gatsby's Head API takes <title> and <html lang dir> away and puts them back whenever the page component renders
  // again after hydration; a check that runs in that gap would see a page without them.
  await page.waitForFunction(
    () => document.title !== '' && document.documentElement.lang !== '' && document.documentElement.dir !== '',
  );
}

/**
 * Resolves once the page has loaded and the browser has then been idle. What a page defers "until idle" (the analytics
 * tags, queued with requestIdleCallback after the load event) has run by then: idle callbacks run in the order they
 * were queued.
 */
export async function idleAfterLoad(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
}

/**
 * Waits until what a page does once an element comes on screen has been done: two frames (the element's visibility is
 * reported), then an idle callback queued after the page's own (they run in the order queued).
 */
export async function idleAfterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5000 }))),
      ),
  );
}

/**
 * Records every script the page requests from now on. `arrived()` waits until each one requested so far has arrived
 * and run; `since(n)` lists those requested after the first n.
 */
export function recordScripts(page: Page): {
  count: () => number;
  arrived: () => Promise<void>;
  since: (n: number) => string[];
} {
  const urls: string[] = [];
  let loading = 0;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    urls.push(request.url());
    loading++;
  });
  const done = (request: Request) => {
    if (request.resourceType() === 'script') loading--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    count: () => urls.length,
    // The page's own view too: webpack keeps a chunk's <script data-webpack> in the head until it has run, and the
    // browser may report a request to the test a moment after the page made it.
    arrived: () => expect.poll(async () => loading + (await page.locator('head script[data-webpack]').count())).toBe(0),
    since: (n) => urls.slice(n),
  };
}

/** The contact form in its validated version: it loads on the first interaction with the form (here a hover). */
export async function enhancedContactForm(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('form.contact-form').hover();
  await page.locator('.contact-form .iti').waitFor({ state: 'visible' });
}

type ShiftWindow = Window & {
  layoutShifts: string[];
  layoutShiftObserver: PerformanceObserver;
  keepLayoutShifts: (entries: PerformanceEntryList) => void;
};

/** Records the page's layout shifts that no input caused, from its first paint on (call before the page loads). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.layoutShifts = [];
    w.keepLayoutShifts = (entries) => {
      for (const e of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[])
        if (!e.hadRecentInput)
          w.layoutShifts.push(
            `${e.value} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(',')}`,
          );
    };
    w.layoutShiftObserver = new PerformanceObserver((list) => w.keepLayoutShifts(list.getEntries()));
    w.layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded so far ("value classes-of-the-moved-elements" each), read once the page has settled: no
 * request for 500 ms, its fonts loaded, and a frame drawn after that (a shift is reported in the frame that shows it).
 */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const w = window as unknown as ShiftWindow;
    // Shifts of the last frames may not have reached the observer's callback yet: take them now.
    w.keepLayoutShifts(w.layoutShiftObserver.takeRecords());
    return w.layoutShifts;
  });
}
