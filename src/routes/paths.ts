// The only place that turns (language, page, ids) into a site path and back; the rest of the site reads it through
// src/routes/index.ts, the query modules beside it import it directly.
import { defaultLang, isLang, type Lang } from '../i18n/languages';

export type FilterFamily = 'color' | 'edge' | 'finish' | 'material' | 'style' | 'type';
export const filterFamilies: readonly FilterFamily[] = ['color', 'edge', 'finish', 'material', 'style', 'type'];

export type UsaFacet = 'area' | 'category' | 'color' | 'mosaicSize' | 'size';
export const usaFacets: readonly UsaFacet[] = ['area', 'category', 'color', 'mosaicSize', 'size'];

export type Route =
  | { page: 'home' }
  | { page: 'about' }
  | { page: 'catalog' }
  | { page: 'contact' }
  | { page: 'contactThanks' }
  | { page: 'sampleRequest' }
  | { page: 'sampleThanks' }
  | { page: 'quote' }
  | { page: 'fabrication' }
  | { page: 'faq' }
  | { page: 'videos' }
  | { page: 'projects' }
  | { page: 'privacy' }
  | { page: 'visualizer' }
  | { page: 'project'; slug: string; id: number }
  | { page: 'search'; term: string }
  | { page: 'category'; slug: string; id: number; pageNumber?: number }
  | { page: 'color'; slug: string; id: number; pageNumber?: number }
  | { page: 'area'; slug: string; id: number; pageNumber?: number }
  | { page: 'product'; slug: string; id: number }
  | { page: 'filter'; categoryId: number; family: Exclude<FilterFamily, 'finish'>; slug: string; id: number }
  | { page: 'filter'; categoryId: number; family: 'finish'; slug: string }
  | { page: 'usaAbout' }
  | { page: 'usaContact' }
  | { page: 'usaFaq' }
  | { page: 'usaStock' }
  | { page: 'usaHoldRequest' }
  | { page: 'usaHoldThanks' }
  | { page: 'usaStockItem'; id: number }
  | { page: 'usaFilter'; facet: 'area'; id: number; slug: string }
  | { page: 'usaFilter'; facet: Exclude<UsaFacet, 'area'>; slug: string }
  | { page: 'usaSearch'; term: string };

export type PageName = Route['page'];

const staticPaths = {
  home: '',
  about: 'about',
  catalog: 'catalog',
  contact: 'contact',
  contactThanks: 'contact/thanks',
  sampleRequest: 'sample-request',
  sampleThanks: 'sample-request/thanks',
  quote: 'quote',
  fabrication: 'fabrication',
  faq: 'faq',
  videos: 'videos',
  projects: 'projects',
  privacy: 'privacy',
  visualizer: 'visualizer',
  usaAbout: 'usa/about',
  usaContact: 'usa/contact',
  usaFaq: 'usa/faq',
  usaStock: 'usa/stock',
  usaHoldRequest: 'usa/hold-request',
  usaHoldThanks: 'usa/hold-request/thanks',
} as const;
type StaticPage = keyof typeof staticPaths;

/** Longest search term we keep, in characters. */
export const maxSearchTermLength = 100;

/**
 * Search term → path segment: trim leading spaces, spaces become underscores; capped and URL-encoded so any
 * character round-trips.
 * Gatsby's client decodes a path up to three times (gatsbyjs/gatsby#34998): an encoded `%` would come back as a
 * bare `%` and stop the page ("URI malformed"). So `%` is written `~25` (and `~` itself `~7E`) before encoding:
 * the path then holds no `%` that a second decoding could trip over. A term of one or two dots is written `~2E`
 * per dot: as a segment, a browser would resolve it away (/search/../ is the home page).
 */
export function encodeSearchTerm(term: string): string {
  const cleaned = Array.from(term.replace(/^\s+/, '')).slice(0, maxSearchTermLength).join('');
  const escaped = cleaned.replace(/~/g, '~7E').replace(/%/g, '~25').replace(/\s/g, '_');
  return encodeURIComponent(/^\.{1,2}$/.test(escaped) ? escaped.replace(/\./g, '~2E') : escaped);
}

const unescaped: Record<string, string> = { '25': '%', '7E': '~', '2E': '.' };

/** Inverse of encodeSearchTerm; a malformed or hand-typed %-sequence is kept as typed rather than failing the page. */
export function decodeSearchTerm(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the segment as typed
  }
  return decoded
    .replace(/~(25|7E|2E)/gi, (_, code: string) => unescaped[code.toUpperCase()])
    .replace(/_/g, ' ')
    .trim();
}

export function langPrefix(lang: Lang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

function join(lang: Lang, ...segments: (string | number)[]): string {
  const rest = segments.map(String).filter((s) => s !== '');
  return `${langPrefix(lang)}/${rest.length ? `${rest.join('/')}/` : ''}`;
}

function paged(base: (string | number)[], pageNumber?: number): (string | number)[] {
  return pageNumber && pageNumber > 1 ? [...base, 'page', pageNumber] : base;
}

const usaFacetSegments: Record<UsaFacet, string> = {
  area: 'area',
  category: 'category',
  color: 'color',
  mosaicSize: 'mosaic/size',
  size: 'size',
};

/** Path of a route in a language, with a trailing slash (the site's canonical form). */
export function pathTo(lang: Lang, route: Route): string {
  switch (route.page) {
    case 'project':
      return join(lang, 'projects', 'detail', route.slug, route.id);
    case 'search':
      return join(lang, 'search', encodeSearchTerm(route.term));
    case 'category':
      return join(lang, ...paged(['product', route.slug, route.id], route.pageNumber));
    case 'color':
      return join(lang, ...paged(['product', 'color', route.slug, route.id], route.pageNumber));
    case 'area':
      return join(lang, ...paged(['product', 'area', route.slug, route.id], route.pageNumber));
    case 'product':
      return join(lang, 'product', 'detail', route.slug, route.id);
    case 'filter':
      return route.family === 'finish'
        ? join(lang, 'product', 'filter', 'category', route.categoryId, 'finish', route.slug)
        : join(lang, 'product', 'filter', 'category', route.categoryId, route.family, route.slug, route.id);
    case 'usaStockItem':
      return join(lang, 'usa', 'stock', 'product', 'detail', route.id);
    case 'usaFilter':
      return route.facet === 'area'
        ? join(lang, 'usa', 'filter', 'area', route.id, route.slug)
        : join(lang, 'usa', 'filter', usaFacetSegments[route.facet], route.slug);
    case 'usaSearch':
      return join(lang, 'usa', 'search', encodeSearchTerm(route.term));
    default:
      return join(lang, staticPaths[route.page as StaticPage]);
  }
}

/**
 * Files beside the pages, one per language: a product's data sheet, the company profile, and the visitor's quote list
 * (its lines in the query: src/quote/quote-pdf-query.ts).
 */
export type FileRoute =
  | { file: 'datasheet'; slug: string; id: number }
  | { file: 'companyProfile'; path: string }
  | { file: 'quoteList' };

/** Path of such a file; the company profile's English path is the one data/company.json names. */
export function filePathTo(lang: Lang, route: FileRoute): string {
  if (route.file === 'datasheet') return `${langPrefix(lang)}${datasheetsDir}${route.slug}-${route.id}.pdf`;
  if (route.file === 'quoteList') return `${langPrefix(lang)}${quoteListPdf}`;
  return `${langPrefix(lang)}${route.path}`;
}

/** The folder of the data sheets, for the host's rule that sends it to the PDF function. */
export const datasheetsDir = '/datasheets/';
const quoteListPdf = '/quote-list.pdf';

/**
 * A file path back to its language and route: `profilePath` is the company profile's English path (data/company.json);
 * a data sheet is `<slug>-<id>.pdf` in the data sheets' folder; the quote list `/quote-list.pdf`. Null for anything else.
 */
export function parseFilePath(pathname: string, profilePath: string): { lang: Lang; route: FileRoute } | null {
  const clean = pathname.split(/[?#]/)[0];
  const first = clean.split('/').filter(Boolean)[0];
  const lang: Lang = first && isLang(first) && first !== defaultLang ? first : defaultLang;
  const rest = clean.slice(langPrefix(lang).length);
  if (rest === profilePath) return { lang, route: { file: 'companyProfile', path: profilePath } };
  if (rest === quoteListPdf) return { lang, route: { file: 'quoteList' } };
  const sheet = /^\/datasheets\/([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9][0-9]{0,8})\.pdf$/.exec(rest);
  return sheet ? { lang, route: { file: 'datasheet', slug: sheet[1], id: Number(sheet[2]) } } : null;
}

export interface ParsedPath {
  lang: Lang;
  route: Route;
}

const idPattern = /^[1-9][0-9]{0,8}$/;
const toId = (s: string | undefined): number | null => (s !== undefined && idPattern.test(s) ? Number(s) : null);
const reservedProductSegments = new Set(['color', 'area', 'detail', 'filter']);

function parseSegments(seg: string[]): Route | null {
  const [a, b, c, d, e, f, g] = seg;
  const n = seg.length;
  for (const [page, p] of Object.entries(staticPaths)) {
    if (seg.join('/') === p) return { page: page as StaticPage } as Route;
  }
  if (a === 'projects' && b === 'detail' && n === 4 && toId(d)) return { page: 'project', slug: c, id: toId(d)! };
  if (a === 'search' && n === 2) return { page: 'search', term: decodeSearchTerm(b) };
  if (a === 'usa') {
    if (b === 'search' && n === 3) return { page: 'usaSearch', term: decodeSearchTerm(c) };
    if (b === 'stock' && c === 'product' && d === 'detail' && n === 5 && toId(e))
      return { page: 'usaStockItem', id: toId(e)! };
    if (b === 'filter') {
      if (c === 'area' && n === 5 && toId(d)) return { page: 'usaFilter', facet: 'area', id: toId(d)!, slug: e };
      if (c === 'mosaic' && d === 'size' && n === 5) return { page: 'usaFilter', facet: 'mosaicSize', slug: e };
      if ((c === 'category' || c === 'color' || c === 'size') && n === 4)
        return { page: 'usaFilter', facet: c, slug: d };
    }
    return null;
  }
  if (a !== 'product') return null;
  if (b === 'detail' && n === 4 && toId(d)) return { page: 'product', slug: c, id: toId(d)! };
  if (b === 'filter' && c === 'category' && toId(d)) {
    const categoryId = toId(d)!;
    if (e === 'finish' && n === 6) return { page: 'filter', categoryId, family: 'finish', slug: f };
    if ((e === 'color' || e === 'edge' || e === 'material' || e === 'style' || e === 'type') && n === 7 && toId(g)) {
      return { page: 'filter', categoryId, family: e, slug: f, id: toId(g)! };
    }
    return null;
  }
  // Listings, optionally followed by /page/{n}.
  const listing = (kind: 'color' | 'area' | 'category', slug: string, id: string, rest: string[]): Route | null => {
    const listId = toId(id);
    if (!listId) return null;
    if (rest.length === 0) return { page: kind, slug, id: listId };
    const pageNumber = toId(rest[1]);
    if (rest.length === 2 && rest[0] === 'page' && pageNumber && pageNumber > 1)
      return { page: kind, slug, id: listId, pageNumber };
    return null;
  };
  if (b === 'color' || b === 'area') return n >= 4 ? listing(b, c, d, seg.slice(4)) : null;
  if (b && !reservedProductSegments.has(b) && n >= 3) return listing('category', b, c, seg.slice(3));
  return null;
}

/** Parses a site path (with or without language prefix, trailing slash, query or hash) into language and route. */
export function parsePath(path: string): ParsedPath | null {
  const clean = path.split(/[?#]/)[0];
  const segments = clean.split('/').filter(Boolean);
  let lang: Lang = defaultLang;
  if (segments.length && isLang(segments[0]) && segments[0] !== defaultLang) {
    lang = segments.shift() as Lang;
  }
  const route = parseSegments(segments);
  return route ? { lang, route } : null;
}

/** A path whose first segment after the language is `usa` belongs to the USA section. */
export function isUsaSection(path: string): boolean {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (segments.length && isLang(segments[0]) && segments[0] !== defaultLang) segments.shift();
  return segments[0] === 'usa';
}

/** Where a search box submission goes: a blank term to home (USA stock in the USA section), else its search page. */
export function searchTarget(lang: Lang, rawTerm: string | null | undefined, usa: boolean): string {
  const term = (rawTerm ?? '').replace(/^\s+/, '');
  // A term its address reads back as blank ("_" stands for a space there) goes where a blank one goes.
  if (decodeSearchTerm(encodeSearchTerm(term)) === '') return pathTo(lang, { page: usa ? 'usaStock' : 'home' });
  return pathTo(lang, usa ? { page: 'usaSearch', term } : { page: 'search', term });
}

/** The term of a search path, or of ?q= when the search form was sent without JavaScript (empty when neither has one). */
export function searchTermFrom(pathname: string, search: string): string {
  const parsed = parsePath(pathname);
  const fromPath =
    parsed && (parsed.route.page === 'search' || parsed.route.page === 'usaSearch') ? parsed.route.term : '';
  return fromPath || new URLSearchParams(search).get('q')?.trim() || '';
}

/** The language of a path: its prefix, English without one. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && isLang(first) ? first : defaultLang;
}

/** The same page in another language (every page exists in all languages); unknown paths go to that language's home. */
export function translatePath(path: string, lang: Lang): string {
  const parsed = parsePath(path);
  return pathTo(lang, parsed ? parsed.route : { page: 'home' });
}
