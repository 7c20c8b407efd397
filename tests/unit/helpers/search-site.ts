// The catalogue search over the real data files, as the build writes it, and the search function (src/api/search.ts)
// called on a temporary public/ with that index and a search page shell per language: what the search tests share.
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import {
  searchTexts,
  synonymsFor,
  type IndexedProduct,
  type SearchIndexFile,
} from '../../../src/catalogue/search-index';
import { readSynonyms, writeSearchIndex } from '../../../src/catalogue/search-index-files';
import { resultsElementId } from '../../../src/catalogue/search-endpoint';
import { langCodes, type Lang } from '../../../src/i18n/languages';
import { pathTo } from '../../../src/routes';

export const dataDir = path.resolve(__dirname, '..', '..', '..', 'data');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
export const categories = readJson('categories.json').items as {
  id: number;
  slug: string;
  name: Record<Lang, string>;
}[];

/** The products as the index query of src/node/pages/search-pages.ts returns them. */
export const indexed: IndexedProduct[] = fs
  .readdirSync(path.join(dataDir, 'products'))
  .map((f) => readJson(path.join('products', f)))
  .sort((a, b) => a.id - b.id)
  .map((p) => ({
    jsonId: p.id,
    slug: p.slug,
    code: p.code,
    name: p.name,
    keywords: p.keywords ?? null,
    stoneType: p.stoneType,
    description: p.description,
    categoryNode: { name: categories.find((c) => c.id === p.category)!.name },
    cardImage: {
      gatsbyImageData: {
        images: {
          fallback: {
            src: `/static/${p.id}-320.webp`,
            srcSet: `/static/${p.id}-320.webp 320w,\n/static/${p.id}-640.webp 640w`,
          },
        },
      },
    },
  }));

export const indexFor = (lang: Lang): SearchIndexFile => ({
  lang,
  docs: indexed.map((p) => searchTexts(p, lang)),
  categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name[lang] })),
  synonyms: synonymsFor(readSynonyms(dataDir), lang),
});

export interface SearchReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  bytes: number;
  location: string;
}

export interface SearchSite {
  /** The function's answer as a browser sees it (`acceptEncoding` as the browser sends it; decoded like a browser). */
  call(url: string, viaHost?: boolean, acceptEncoding?: string): SearchReply;
  /** The same, through the host with its Lambda event (which carries the Blobs context), once the function is done. */
  callOnHost(url: string, event: { blobs?: string; headers: Record<string, string> }): Promise<SearchReply>;
  remove(): void;
}

/** A public/ with every language's index and search page, and the search function loaded on it. */
export function searchSite(): SearchSite {
  type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-fn-'));
  const publicDir = path.join(site, 'public');
  const shell = (lang: Lang) =>
    `<html lang="${lang}"><body><h1>Search</h1><div id="${resultsElementId}"></div><footer></footer></body></html>`;
  for (const lang of langCodes) {
    writeSearchIndex(publicDir, indexFor(lang));
    const dir = path.join(publicDir, pathTo(lang, { page: 'search', term: '' }));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, '[...].html'), shell(lang));
  }
  fs.writeFileSync(path.join(publicDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  let handler: Handler | undefined;
  const cwd = process.cwd();
  process.chdir(site);
  jest.isolateModules(() => {
    handler = require('../../../src/api/search').default; // eslint-disable-line @typescript-eslint/no-require-imports -- inside isolateModules only require loads a fresh copy
  });
  process.chdir(cwd);

  function send(url: string, viaHost: boolean, acceptEncoding?: string, event?: unknown) {
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const reply: SearchReply = { status: 0, headers: {}, body: '', bytes: 0, location: '' };
    const res = {
      setHeader: (k: string, v: string) => void (reply.headers[k.toLowerCase()] = v),
      status(code: number) {
        reply.status = code;
        return res;
      },
      send: (body: unknown) => void (reply.body = body),
      json: (body: unknown) => void (reply.body = body),
      end(body: Buffer) {
        reply.bytes = body.length;
        const encoding = reply.headers['content-encoding'];
        const text = (
          encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
        ).toString('utf8');
        reply.body = reply.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : text;
      },
      redirect: (code: number, location: string) => Object.assign(reply, { status: code, location }),
    };
    // The host sends the search pages to the function with the visitor's URL.
    const headers: Record<string, string> = viaHost ? { 'x-original-uri': url } : {};
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = {
      method: 'GET',
      url: viaHost ? `/api/search${new URL(url, 'http://x').search}` : url,
      query,
      headers,
      ...(event ? { netlifyFunctionParams: { event } } : {}),
    };
    const done = handler!(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
    return { reply, done };
  }
  // Without a Blobs context the function answers before it returns: the reply is complete.
  const call = (url: string, viaHost = false, acceptEncoding?: string) => send(url, viaHost, acceptEncoding).reply;
  async function callOnHost(url: string, event: unknown) {
    const { reply, done } = send(url, true, undefined, event);
    await done;
    return reply;
  }

  return { call, callOnHost, remove: () => fs.rmSync(site, { recursive: true, force: true }) };
}
