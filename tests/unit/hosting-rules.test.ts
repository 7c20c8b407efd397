// Host rules as the local server applies them: _redirects (order, placeholders, splats, shadowing, functions) and
// _headers (all matching rules, later overrides earlier), in the format Gatsby's Netlify adapter writes.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { restoreAdapterMovedFiles } from '../../src/hosting/prepare';
import {
  headerMatcher,
  matchPattern,
  parseHeaders,
  parseRedirects,
  resolveRedirect,
} from '../../src/hosting/host-rules';

const redirects = parseRedirects(`# gatsby-adapter-netlify start
/product/by-product/9/  /product/by-products/9/  301
/fr/product/:name/2/  /fr/product/travertine/2/  301
/search/*  /search/[...]/index.html  200
/api/contact  /.netlify/functions/__api  200
/old/*  /new/:splat  302!
/fr/*  /fr/404.html  404
# gatsby-adapter-netlify end
`);

describe('_redirects', () => {
  test('parses from, to, status and the force mark', () => {
    expect(redirects).toHaveLength(6);
    expect(redirects[0]).toEqual({
      from: '/product/by-product/9/',
      to: '/product/by-products/9/',
      status: 301,
      force: false,
    });
    expect(redirects[4]).toMatchObject({ status: 302, force: true });
  });

  test('a slug alias and any other name redirect permanently to the canonical path, with or without trailing slash', () => {
    expect(resolveRedirect(redirects, '/product/by-product/9/', '', false)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/product/by-products/9/',
    });
    expect(resolveRedirect(redirects, '/fr/product/old-name/2', '?a=1', false)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/fr/product/travertine/2/?a=1',
    });
    // :name is one segment: deeper paths are not this rule's business
    expect(matchPattern('/fr/product/:name/2/', '/fr/product/color/x/2/')).toBeNull();
  });

  test('an existing file shadows a rule unless the rule is forced', () => {
    expect(resolveRedirect(redirects, '/fr/product/travertine/2/', '', true)).toBeNull();
    expect(resolveRedirect(redirects, '/old/a/b', '', true)).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/new/a/b',
    });
  });

  test('splat rewrites keep the status; 404 rules answer 404 with their page; functions are recognised', () => {
    expect(resolveRedirect(redirects, '/search/granite/', '', false)).toEqual({
      kind: 'rewrite',
      status: 200,
      path: '/search/[...]/index.html',
    });
    expect(resolveRedirect(redirects, '/search/', '', false)).toMatchObject({ kind: 'rewrite' });
    expect(resolveRedirect(redirects, '/fr/nope/', '', false)).toEqual({
      kind: 'rewrite',
      status: 404,
      path: '/fr/404.html',
    });
    expect(resolveRedirect(redirects, '/api/contact', '', false)).toEqual({
      kind: 'function',
      path: '/api/contact',
      functionId: '__api',
    });
    expect(resolveRedirect(redirects, '/about/', '', false)).toBeNull();
  });
});

describe('_headers', () => {
  const rules = parseHeaders(`/*
  Content-Security-Policy: default-src 'self'
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  x-content-type-options: nosniff
/static/*
  cache-control: public, max-age=31536000, immutable
/app-123.js
  cache-control: public, max-age=31536000, immutable
/%D8%B9/
  x-test: a
  x-test: b
# gatsby-adapter-netlify end
`);
  const headersFor = (p: string) => Object.fromEntries(headerMatcher(rules)(p).map(([k, v]) => [k.toLowerCase(), v]));

  test('every matching rule applies; a later rule overrides the same header', () => {
    expect(headersFor('/fr/about/')).toEqual({
      'content-security-policy': "default-src 'self'",
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    });
    expect(headersFor('/app-123.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/static/a/b.webp')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/app-124.js')['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('encoded rule paths match requests; a header repeated in one rule is joined', () => {
    expect(headersFor('/%D8%B9/')['x-test']).toBe('a, b');
  });
});

describe('files the adapter moved', () => {
  test('are moved back to where Gatsby wrote them, once, so a cached build finds them and no stale copy is left', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(dir, 'fr', 'search'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'page-data', 'fr', 'search'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'es', 'search'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'fr', 'search', '[...].html'), '<html>');
    fs.writeFileSync(path.join(dir, 'page-data', 'fr', 'search', '[...]'), '{}');
    // Gatsby's file and the adapter's copy of an older one: the copy goes (the adapter writes it again).
    fs.writeFileSync(path.join(dir, 'es', 'search', 'index.html'), '<html lang="es">');
    fs.writeFileSync(path.join(dir, 'es', 'search', '[...].html'), '<html>');
    expect(restoreAdapterMovedFiles(dir).sort()).toEqual([
      path.join('fr', 'search', 'index.html'),
      path.join('page-data', 'fr', 'search', 'page-data.json'),
    ]);
    expect(fs.readFileSync(path.join(dir, 'fr', 'search', 'index.html'), 'utf8')).toBe('<html>');
    expect(fs.readFileSync(path.join(dir, 'es', 'search', 'index.html'), 'utf8')).toBe('<html lang="es">');
    expect(
      ['fr/search/[...].html', 'page-data/fr/search/[...]', 'es/search/[...].html'].filter((f) =>
        fs.existsSync(path.join(dir, f)),
      ),
    ).toEqual([]);
    expect(restoreAdapterMovedFiles(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});
