// Properties of the search function (src/api/search.ts) over generated terms in every language, on the real catalogue's
// index: any term (any Unicode, huge, empty, malformed %-sequences) gets results, a redirect or a 400 in time, never a
// 5xx; the term is shown as text, never as markup; a redirect leads to a page that answers. A failure prints its seed:
// FC_SEED=<seed> FC_PATH=<path> replays it (docs/testing.md).
import { fc, test } from '@fast-check/jest';
import { anyText, wellFormed } from '../fuzz/contact-posts';
import { answerProblem, timed } from '../fuzz/settings';
import { langCodes } from '../../src/i18n/languages';
import { langPrefix, maxSearchTermLength, parsePath, pathTo } from '../../src/routes';
import { resultsElementId } from '../../src/catalogue/search-endpoint';
import { searchSite, type SearchReply, type SearchSite } from './helpers/search-site';

let site: SearchSite;
beforeAll(() => {
  site = searchSite();
});
afterAll(() => site.remove());

/** Markup a term could smuggle into the page if it were not escaped. */
const marker = '<b data-fuzz>';
const term = fc.oneof(
  { weight: 4, arbitrary: anyText(40) },
  { weight: 1, arbitrary: fc.tuple(anyText(10), anyText(10)).map(([a, b]) => `${a}${marker}${b}`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '_', '~', '%', '%E0%A4', '%zz', '~25', '..', 'TRV-948', 'trv 948') },
  // Huge: far past what the search box keeps, as a hand-made address may be.
  { weight: 1, arbitrary: fc.tuple(anyText(8, 1), fc.integer({ min: 100, max: 1500 })).map(([s, n]) => s.repeat(n)) },
);
const lang = fc.constantFrom(...langCodes);

function checked(reply: SearchReply, what: string): SearchReply {
  const problem = answerProblem(reply.status, reply.headers['retry-after']);
  if (problem) throw new Error(`${what} answered ${problem}: ${String(reply.body).slice(0, 200)}`);
  return reply;
}
const ask = (url: string, viaHost: boolean) =>
  checked(
    timed(() => site.call(url, viaHost), url),
    url,
  );

/** Where a redirect goes must answer too: a search page, a product, or home for a blank term. */
function expectLeadsSomewhere(reply: SearchReply) {
  const target = parsePath(visited(reply.location));
  expect({ location: reply.location, page: target?.route.page }).toEqual({
    location: reply.location,
    page: expect.stringMatching(/^(search|product|home)$/),
  });
  if (target?.route.page !== 'search') return;
  // A search page answers with its results, or (a product code) sends on to the product: never to another search.
  const next = ask(reply.location, true);
  if (next.status === 302) expect(parsePath(visited(next.location))?.route.page).toBe('product');
  else expect(next.status).toBe(200);
}

/** The path a browser goes to for a location: dot segments resolved, as every browser does before asking. */
const visited = (location: string) => new URL(location, 'http://site.example').pathname;

/** The term a search page's address keeps: no leading space, at most the longest term, each space as one. */
const keptTerm = (t: string) =>
  Array.from(t.replace(/^\s+/, '')).slice(0, maxSearchTermLength).join('').replace(/[\s_]/g, ' ').trim();

describe('the search function, for any term', () => {
  test.prop([lang, term], { numRuns: 150 })('answers a search made in the page with results or a redirect', (l, t) => {
    const reply = ask(`/api/search?${new URLSearchParams({ lang: l, q: t })}`, false);
    expect(reply.status).toBe(200);
    const body = reply.body as { html?: string; count?: number; redirect?: string };
    if (body.redirect !== undefined) return expectLeadsSomewhere({ ...reply, status: 302, location: body.redirect });
    expect(body.count).toBeGreaterThanOrEqual(0);
    expect(body.html).not.toContain(marker);
  });

  test.prop([lang, term], { numRuns: 150 })(
    "answers the term's own address with its results page or a product",
    (l, t) => {
      // A visitor's term is text a browser can hold in a URL: well-formed Unicode.
      const reply = ask(pathTo(l, { page: 'search', term: wellFormed(t) as string }), true);
      expect([200, 302]).toContain(reply.status);
      if (reply.status === 302) return expectLeadsSomewhere(reply);
      const html = String(reply.body);
      expect(html).toContain(`<div id="${resultsElementId}">`);
      expect(html).not.toContain(marker);
    },
  );

  test.prop([lang, fc.oneof(term, fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[^/?#])*$/))], {
    numRuns: 100,
    /* Seen failing: a browser resolves /search/../ to the home page and /search/./ to the empty search page; "_" went
       to /search/_/, which reads back as a blank term (an underscore stands for a space there). */
    examples: [
      ['en', '..'],
      ['ar', '.'],
      ['fr', '_'],
    ],
  })(
    'answers a hand-made address: raw segments, malformed %-sequences, a query from the form without JavaScript',
    (l, raw) => {
      const segment = ask(`${langPrefix(l)}/search/${raw}/`, true);
      expect([200, 302]).toContain(segment.status);
      const query = new URLSearchParams({ q: raw });
      const form = ask(`${langPrefix(l)}/search/?${query}`, true);
      expect(form.status).toBe(302);
      expectLeadsSomewhere(form);
      // The address of the term that arrived (a URL carries no lone surrogate), which reads back as that term.
      const arrived = new URLSearchParams(query.toString()).get('q') ?? '';
      const target = parsePath(visited(form.location))?.route;
      expect(target).toEqual(keptTerm(arrived) === '' ? { page: 'home' } : { page: 'search', term: keptTerm(arrived) });
    },
  );

  test.prop([fc.option(fc.oneof(lang, anyText(6))), fc.option(anyText(20)), fc.boolean()], { numRuns: 100 })(
    'refuses a search request without a known language or a term with 400',
    (l, q, twice) => {
      const query = new URLSearchParams();
      if (l !== null) query.append('lang', l);
      if (q !== null) for (let i = 0; i < (twice ? 2 : 1); i++) query.append('q', q);
      const reply = ask(`/api/search?${query}`, false);
      const known = l !== null && (langCodes as readonly string[]).includes(l) && q !== null;
      expect(reply.status).toBe(known ? 200 : 400);
    },
  );
});
