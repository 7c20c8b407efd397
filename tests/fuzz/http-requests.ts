// Generated HTTP requests for the fuzz run against the local server (tests/e2e/http-fuzz.spec.ts): contact posts
// (mutated JSON and form posts, raw bodies with odd media types and methods, small malformed multipart), search terms
// in every language, data sheet addresses, image CDN parameters, and the visualizer's and sample page's query strings.
import fs from 'fs';
import path from 'path';
import fc from 'fast-check';
import { contactEndpoint, honeypotField } from '../../src/inquiry/fields';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { filePathTo, langPrefix, pathTo } from '../../src/routes';
import { searchEndpoint } from '../../src/catalogue/search-endpoint';
import { cdnPath } from '../../src/images/cdn-url';
import {
  anyText,
  asForm,
  asJson,
  contentTypes,
  methods,
  multipartBody,
  mutatedPost,
  validContact,
  wellFormed,
  type Post,
} from './contact-posts';

export interface FuzzRequest {
  /** What part of the site it tries, for the figures. */
  area: 'contact' | 'search' | 'datasheet' | 'image' | 'query';
  method: string;
  /** The request target as sent, unnormalised. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A contact post's record, so a run can turn it into a bot's post (honeypot filled) to spare the rate limit. */
  post?: { record: Post; kind: 'json' | 'form' };
}

/** What the generator needs from the site: its origin, and its products and photos as the build published them. */
export interface FuzzSite {
  origin: string;
  products: { id: number; slug: string }[];
  profilePdf: string;
  photos: string[];
}

export function readFuzzSite(root: string, origin: string): FuzzSite {
  const dataDir = path.join(root, 'data');
  const products = fs
    .readdirSync(path.join(dataDir, 'products'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, 'products', f), 'utf8')) as { id: number; slug: string });
  const company = JSON.parse(fs.readFileSync(path.join(dataDir, 'company.json'), 'utf8')) as { profilePdf: string };
  const photoDir = path.join(root, 'public', 'static', 'photos');
  const photos = fs.existsSync(photoDir)
    ? fs
        .readdirSync(photoDir)
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .slice(0, 3)
        .map((f) => `/static/photos/${f}`)
    : [];
  return { origin, products: products.map(({ id, slug }) => ({ id, slug })), profilePdf: company.profilePdf, photos };
}

const lang = fc.constantFrom(...langCodes);
/** Text a URL can carry: well-formed Unicode (a URL has no lone surrogates). */
const urlText = (max: number, min = 0) => anyText(max, min).map((s) => wellFormed(s) as string);
const q = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

function contact(site: FuzzSite): fc.Arbitrary<FuzzRequest> {
  const origin = fc.constantFrom(site.origin, site.origin, 'https://evil.example', 'null', '');
  const post = fc
    .record({
      record: fc.oneof(mutatedPost, validContact),
      kind: fc.constantFrom('json' as const, 'form' as const),
      origin,
    })
    .map(({ record, kind, origin: o }) => ({
      area: 'contact' as const,
      method: 'POST',
      path: contactEndpoint,
      headers: {
        'content-type': kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        ...(o ? { origin: o } : {}),
      },
      body: Buffer.from(kind === 'json' ? asJson(record) : asForm(record)),
      post: { record, kind },
    }));
  const multipart = fc
    .record({ method: fc.constantFrom('POST', 'POST', 'PUT', 'PATCH', 'DELETE'), part: multipartBody, origin })
    .map(({ method, part, origin: o }) => ({
      area: 'contact' as const,
      method,
      path: contactEndpoint,
      headers: { 'content-type': `multipart/form-data; boundary=${part.boundary}`, ...(o ? { origin: o } : {}) },
      body: Buffer.from(part.body),
    }));
  const raw = fc
    .record({
      method: methods.filter((m) => m !== 'post'),
      type: fc.option(contentTypes, { nil: undefined }),
      body: fc.oneof(
        fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
        urlText(200).map((s) => Buffer.from(s)),
      ),
      origin,
    })
    .map(({ method, type, body, origin: o }) => ({
      area: 'contact' as const,
      method,
      path: contactEndpoint,
      headers: { ...(type ? { 'content-type': type } : {}), ...(o ? { origin: o } : {}) },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    }));
  return fc.oneof(post, multipart, raw);
}

function search(): fc.Arbitrary<FuzzRequest> {
  const term = fc.oneof(
    { weight: 5, arbitrary: urlText(40) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '%', '%E0%A4', '%zz', '~25', '.', '..', 'TRV-948', '<b>x</b>') },
    { weight: 1, arbitrary: fc.tuple(urlText(6, 1), fc.integer({ min: 50, max: 400 })).map(([s, n]) => s.repeat(n)) },
  );
  const get = (p: string): FuzzRequest => ({ area: 'search', method: 'GET', path: p, headers: {} });
  return fc.oneof(
    fc.tuple(lang, term).map(([l, t]) => get(pathTo(l, { page: 'search', term: t }))),
    fc.tuple(lang, term).map(([l, t]) => get(pathTo(l, { page: 'usaSearch', term: t }))),
    fc
      .tuple(lang, fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[A-Za-z0-9._~!$&'()*+,;=:@-])*$/))
      .map(([l, raw]) => get(`${langPrefix(l)}/search/${raw}/`)),
    fc.tuple(lang, term).map(([l, t]) => get(`${langPrefix(l)}/search/?${q([['q', t]])}`)),
    fc.tuple(fc.oneof(lang, urlText(4)), fc.option(term, { nil: undefined })).map(([l, t]) =>
      get(
        `${searchEndpoint}?${q(
          t === undefined
            ? [['lang', l]]
            : [
                ['lang', l],
                ['q', t],
              ],
        )}`,
      ),
    ),
  );
}

/** Data sheet addresses that name no current sheet (a moved or unknown one): nothing here is ever printed. */
function datasheet(site: FuzzSite): fc.Arbitrary<FuzzRequest> {
  const product = fc.constantFrom(...site.products);
  const slug = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,2}$/);
  const known = new Set(site.products.map((p) => p.id));
  const address = fc.oneof(
    fc
      .tuple(lang, product, slug)
      .map(([l, p, s]) => filePathTo(l, { file: 'datasheet', slug: s === p.slug ? `${s}-x` : s, id: p.id })),
    fc
      .tuple(
        lang,
        slug,
        fc.integer({ min: 1, max: 999_999_999 }).filter((id) => !known.has(id)),
      )
      .map(([l, s, id]) => filePathTo(l, { file: 'datasheet', slug: s, id })),
    fc.tuple(lang, urlText(30)).map(([l, s]) => `${langPrefix(l)}/datasheets/${encodeURIComponent(s)}.pdf`),
    fc
      .tuple(lang, fc.constantFrom('/', 'x', '.PDF', '%20', '/..'))
      .map(([l, tail]) => `${langPrefix(l)}${site.profilePdf}${tail}`),
  );
  return fc
    .tuple(address, fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE'))
    .map(([p, method]) => ({ area: 'datasheet', method, path: p, headers: {} }));
}

function image(site: FuzzSite): fc.Arbitrary<FuzzRequest> {
  const sources = ['', '/', '//evil.example/a.png', 'https://evil.example/a.png', '/static/none.png', '/../etc/passwd'];
  const param = fc.oneof(
    fc.tuple(fc.constantFrom('w', 'h', 'q'), fc.oneof(fc.nat({ max: 9000 }).map(String), urlText(6))),
    fc.tuple(
      fc.constantFrom('fit', 'position', 'fm'),
      fc.oneof(fc.constantFrom('cover', 'top', 'jpeg', 'png'), urlText(6)),
    ),
    fc.tuple(fc.constant('url'), fc.oneof(fc.constantFrom(...sources), urlText(20))),
    fc.tuple(urlText(4), urlText(8)),
  );
  const odd = fc.array(param, { maxLength: 7 }).map(q);
  // A real photo at a small size: resized for real, and cheap.
  const photo = site.photos.length
    ? fc
        .record({
          url: fc.constantFrom(...site.photos),
          w: fc.integer({ min: 1, max: 120 }),
          fm: fc.constantFrom('avif', 'webp', 'jpg', 'png', 'gif', 'jpeg'),
          q: fc.integer({ min: 1, max: 100 }),
          fit: fc.constantFrom('contain', 'cover', 'fill'),
        })
        .map((p) => q(Object.entries(p).map(([k, v]) => [k, String(v)])))
    : odd;
  return fc
    .tuple(
      fc.oneof({ weight: 6, arbitrary: odd }, { weight: 1, arbitrary: photo }),
      fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
    )
    .map(([query, method]) => ({ area: 'image', method, path: `${cdnPath}?${query}`, headers: {} }));
}

function query(): fc.Arbitrary<FuzzRequest> {
  const names = ['stone', 'scene', 'surface', 'size', 'pattern', 'joint', 'grout', 'finish', 'sample', 'q'];
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), urlText(5)), urlText(30)), { maxLength: 8 });
  const page = fc.constantFrom<(l: Lang) => string>(
    (l) => pathTo(l, { page: 'visualizer' }),
    (l) => pathTo(l, { page: 'sampleRequest' }),
  );
  return fc
    .tuple(
      lang,
      page,
      fc.oneof(pairs.map(q), urlText(60).map(encodeURI)),
      fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
    )
    .map(([l, to, search, method]) => ({ area: 'query', method, path: `${to(l)}?${search}`, headers: {} }));
}

/**
 * One of every kind. The contact function gets a fifth: locally its calls wait their turn at its instances (one call at
 * a time each, src/hosting/function-host.ts) and for the database, where the rest is answered in milliseconds.
 */
export function fuzzRequests(site: FuzzSite): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 2, arbitrary: contact(site) },
    { weight: 3, arbitrary: search() },
    { weight: 1, arbitrary: datasheet(site) },
    { weight: 2, arbitrary: image(site) },
    { weight: 2, arbitrary: query() },
  );
}

/** A post that reaches the contact function's rate limit: a POST from the site with a body it reads. */
export function takesFromLimit(r: FuzzRequest, origin: string): boolean {
  const trap = r.post?.record[honeypotField];
  return !!r.post && r.headers.origin === origin && (trap === undefined || trap === '');
}

/** The same post as a bot sends it (honeypot filled): answered as a success without taking from the limit. */
export function asBot(r: FuzzRequest): FuzzRequest {
  if (!r.post) return r;
  const record = { ...r.post.record, [honeypotField]: 'https://spam.example' };
  return {
    ...r,
    body: Buffer.from(r.post.kind === 'json' ? asJson(record) : asForm(record)),
    post: { ...r.post, record },
  };
}

/**
 * Requests every run sends besides the generated ones, as fast-check's examples: what once failed. `last` ones go
 * after the rest (they stopped the server: what they break must not hide the other findings).
 */
export function knownCases(origin: string): { first: FuzzRequest[]; last: FuzzRequest[] } {
  const contactPost = (method: string, type: string, body: string): FuzzRequest => ({
    area: 'contact',
    method,
    path: contactEndpoint,
    headers: { 'content-type': type, origin },
    body: Buffer.from(body),
  });
  return {
    first: [
      // The local host was once `gatsby serve`, which parsed a multipart body before the function ran and answered 500
      // to a broken one: kept, since a host that reads the body first meets it too.
      contactPost('PATCH', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da'),
      // A request target the local server cannot read as a URL (`new URL('//', base)` throws): 500.
      { area: 'query', method: 'GET', path: '//', headers: {} },
    ],
    // A JSON key named like an Object method once made the schema throw and the local host (`gatsby serve` then) exit:
    // sent last, so that a server it stops has answered the rest.
    last: [
      contactPost(
        'POST',
        'application/json',
        '{"name":"Eve","email":"eve@example.com","phone":"+1 770 555 0148","__proto__":1}',
      ),
    ],
  };
}
