// Crawler for the SEO e2e test: lists the built pages, fetches them over HTTP with some concurrency and pulls out
// what the checks need with regexes (head tags, JSON-LD, internal links and image sources).
import fs from 'fs';
import path from 'path';

export const publicDir = path.resolve(__dirname, '..', '..', 'public');

/** Every prerendered page of the build, as a site path with a trailing slash. */
export function builtPagePaths(dir = publicDir): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // admin/ is the editors' CMS (noindex, not in the sitemap), not a page of the site.
        if (rel === '' && ['static', 'page-data', 'admin'].includes(entry.name)) continue;
        if (rel === '' && entry.name.startsWith('~')) continue;
        walk(path.join(d, entry.name), `${rel}/${entry.name}`);
      } else if (entry.name === 'index.html') out.push(`${rel}/`);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function mapPool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** fetch, tried again on a dropped keep-alive connection (the server closes idle sockets while we parse). */
export async function fetchRetry(url: string, init: RequestInit = {}, tries = 3): Promise<Response> {
  // No compression: it costs the single-process server more than the bytes cost on loopback.
  const request = { ...init, headers: { 'accept-encoding': 'identity', ...init.headers } };
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, request);
    } catch (e) {
      if (attempt >= tries) throw e;
    }
  }
}

/** Runs async jobs with at most `limit` at a time, as they come (so link checks overlap the page crawl). */
export function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<R>(job: () => Promise<R>): Promise<R> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const decode = (s: string) =>
  s.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, e: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[e] ?? '',
  );

export type Attrs = Record<string, string>;

/** Opening tags of the given names with their attributes (lower-cased names, decoded values). */
export function tags(html: string, names: string[]): { name: string; attrs: Attrs }[] {
  const out: { name: string; attrs: Attrs }[] = [];
  const tagRe = new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'gi');
  for (const m of html.matchAll(tagRe)) {
    const attrs: Attrs = {};
    for (const a of m[2].matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[a[1].toLowerCase()] = decode(a[2] ?? a[3] ?? '');
    out.push({ name: m[1].toLowerCase(), attrs });
  }
  return out;
}

export interface PageFacts {
  lang: string | null;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  meta: Record<string, string>;
  jsonLd: string[];
  /** URLs in href, src and srcset of links, images, sources, scripts and link elements (unresolved). */
  references: string[];
}

export function pageFacts(page: string): PageFacts {
  // Inline CSS is half of every page and holds nothing to check.
  const html = page.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  const all = tags(html, ['a', 'img', 'source', 'link', 'script', 'meta', 'html', 'iframe', 'video']);
  const inHead = tags(head, ['link', 'meta']);
  const meta: Record<string, string> = {};
  for (const t of inHead)
    if (t.name === 'meta' && (t.attrs.name || t.attrs.property))
      meta[t.attrs.name || t.attrs.property] = t.attrs.content ?? '';
  const references: string[] = [];
  for (const t of all) {
    if (t.name === 'link' && (t.attrs.rel === 'canonical' || t.attrs.rel === 'alternate')) continue;
    if (t.name === 'meta' || t.name === 'html') continue;
    for (const key of ['href', 'src', 'poster']) if (t.attrs[key]) references.push(t.attrs[key]);
    if (t.attrs.srcset)
      for (const part of t.attrs.srcset.split(',')) if (part.trim()) references.push(part.trim().split(/\s+/)[0]);
  }
  return {
    lang: all.find((t) => t.name === 'html')?.attrs.lang ?? null,
    title: decode(/<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1] ?? '').trim(),
    description: meta.description ?? null,
    robots: meta.robots ?? null,
    canonical: inHead.filter((t) => t.name === 'link' && t.attrs.rel === 'canonical').map((t) => t.attrs.href),
    alternates: inHead
      .filter((t) => t.name === 'link' && t.attrs.rel === 'alternate' && t.attrs.hreflang)
      .map((t) => ({ hreflang: t.attrs.hreflang, href: t.attrs.href })),
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    references,
  };
}

/** `<url>` entries of a sitemap file: loc and its xhtml:link alternates. */
export function sitemapUrls(xml: string): { loc: string; links: { hreflang: string; href: string }[] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(m[1])?.[1] ?? ''),
    links: tags(m[1], ['xhtml:link']).map((t) => ({ hreflang: t.attrs.hreflang, href: t.attrs.href })),
  }));
}
