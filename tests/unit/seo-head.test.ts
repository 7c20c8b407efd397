// Head tags: canonical and hreflang from the page's language versions, noindex pages, social tags with absolute URLs.
import { headTags, summary, type HeadTag, type SeoContext } from '../../src/seo/head-tags';
import { createLocalizedPages } from '../../src/node/page-context';
import { langCodes, type Lang } from '../../src/i18n/languages';
import { pathTo, type Route } from '../../src/routes';
import type { Actions } from 'gatsby';

const siteUrl = 'https://stone.example';
const route: Route = { page: 'product', slug: 'ivory-travertine', id: 948 };

/** The page contexts createLocalizedPages writes, by path. */
function createdPages(spec: Parameters<typeof createLocalizedPages>[1]) {
  const pages: { path: string; context: { language: Lang; seo: SeoContext } }[] = [];
  const actions = { createPage: (p: (typeof pages)[number]) => pages.push(p) } as unknown as Actions;
  createLocalizedPages(actions, spec);
  return pages;
}

const find = (tags: HeadTag[], pred: (a: Record<string, string>) => boolean) =>
  tags.filter((t) => pred(t.attrs)).map((t) => t.attrs);
const input = (lang: Lang, seo: SeoContext | undefined, extra: Partial<Parameters<typeof headTags>[0]> = {}) =>
  headTags({
    siteUrl,
    lang,
    seo,
    title: 'Ivory | Taurus Stone',
    description: 'A stone',
    siteName: 'Taurus Stone',
    image: { src: '/static/a.jpg', width: 720, height: 540, alt: 'Ivory' },
    ...extra,
  });

describe('page context', () => {
  it('lists the page in every language it is created in, with the same alternates on each', () => {
    const pages = createdPages({ route, template: 'product' });
    expect(pages.map((p) => p.context.language)).toEqual([...langCodes]);
    for (const page of pages) {
      expect(page.context.seo.alternates).toEqual(langCodes.map((l) => ({ lang: l, path: pathTo(l, route) })));
      expect(page.context.seo.noindex).toBe(false);
    }
  });

  it('lists only the languages a page exists in, and carries noindex', () => {
    const [page] = createdPages({
      route: { page: 'search', term: '' },
      template: 'search',
      langs: ['fr'],
      noindex: true,
    });
    expect(page.context.seo).toEqual({ alternates: [{ lang: 'fr', path: '/fr/search/' }], noindex: true });
  });
});

describe('head tags', () => {
  const seo = createdPages({ route, template: 'product' })[0].context.seo;

  it.each(langCodes)(
    '%s: canonical is the page itself, hreflang lists every language plus x-default (English)',
    (lang) => {
      const tags = input(lang, seo);
      expect(find(tags, (a) => a.rel === 'canonical')).toEqual([
        { rel: 'canonical', href: `${siteUrl}${pathTo(lang, route)}` },
      ]);
      const alternates = find(tags, (a) => a.rel === 'alternate');
      expect(alternates.map((a) => [a.hrefLang, a.href])).toEqual([
        ...langCodes.map((l) => [l, `${siteUrl}${pathTo(l, route)}`]),
        ['x-default', `${siteUrl}${pathTo('en', route)}`],
      ]);
      expect(find(tags, (a) => a.property === 'og:url')[0].content).toBe(`${siteUrl}${pathTo(lang, route)}`);
      expect(find(tags, (a) => a.name === 'robots')).toEqual([]);
    },
  );

  it('has no x-default when the page has no English version', () => {
    const tags = input('fr', {
      alternates: [
        { lang: 'fr', path: '/fr/x/' },
        { lang: 'es', path: '/es/x/' },
      ],
      noindex: false,
    });
    expect(find(tags, (a) => a.rel === 'alternate').map((a) => a.hrefLang)).toEqual(['fr', 'es']);
  });

  it('noindex pages say so and carry no canonical or hreflang', () => {
    for (const tags of [
      input('en', { ...seo, noindex: true }),
      input('en', seo, { noindex: true }),
      input('en', undefined),
    ]) {
      expect(find(tags, (a) => a.name === 'robots')[0].content).toMatch(/^noindex/);
      expect(find(tags, (a) => a.rel === 'canonical' || a.rel === 'alternate')).toEqual([]);
    }
  });

  it('Open Graph and Twitter tags carry the title, description and an absolute image', () => {
    const tags = input('ar', seo);
    const content = (key: string) => find(tags, (a) => a.property === key || a.name === key).map((a) => a.content);
    expect(content('og:title')).toEqual(['Ivory | Taurus Stone']);
    expect(content('twitter:title')).toEqual(['Ivory | Taurus Stone']);
    expect(content('og:description')).toEqual(['A stone']);
    expect(content('og:image')).toEqual([`${siteUrl}/static/a.jpg`]);
    expect(content('twitter:image')).toEqual([`${siteUrl}/static/a.jpg`]);
    expect(content('og:image:width')).toEqual(['720']);
    expect(content('twitter:card')).toEqual(['summary_large_image']);
    expect(content('og:locale')).toEqual(['ar_AR']);
    expect(content('og:locale:alternate')).toHaveLength(langCodes.length - 1);
  });
});

describe('description summary', () => {
  it('keeps short texts and cuts long ones at a word, within 160 characters', () => {
    expect(summary('  A short   text. ')).toBe('A short text.');
    const long =
      'Denizli Silver Travertine is the centrepiece of our new travertine selection: cool silver and ivory layers quarried in the Denizli basin and sorted by our own team.';
    const cut = summary(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(' ');
  });

  it('the description tags carry the summary', () => {
    const tags = headTags({
      siteUrl,
      lang: 'en',
      seo: undefined,
      title: 't',
      description: 'word '.repeat(60),
      siteName: 's',
      image: { src: '/a.jpg', alt: 'a' },
    });
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(find(tags, (a) => a.name === key || a.property === key)[0].content.length).toBeLessThanOrEqual(160);
    }
  });
});
