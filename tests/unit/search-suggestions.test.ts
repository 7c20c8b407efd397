// Suggestions as you type: the files the build writes from the real data (src/catalogue/search-suggestions-build.ts)
// and what a typed term brings up from them in the browser (src/catalogue/search-suggestions.ts).
import fs from 'fs';
import path from 'path';
import type { Lang } from '../../src/i18n/languages';
import { pathTo } from '../../src/routes';
import {
  catalogueSuggestions,
  stockSuggestions,
  suggestionPhoto,
  type SuggestedStockItem,
} from '../../src/catalogue/search-suggestions-build';
import { suggest, suggestionLimits, suggestionList } from '../../src/catalogue/search-suggestions';
import { categories, dataDir, indexed } from './helpers/search-site';

const catalogue = (lang: Lang) =>
  suggestionList(
    catalogueSuggestions(
      indexed,
      categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name[lang], names: c.name })),
      lang,
    ),
  );

const stock: SuggestedStockItem[] = fs
  .readdirSync(path.join(dataDir, 'usa-stock'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, 'usa-stock', f), 'utf8')))
  .map((s) => {
    const c = categories.find((c) => c.id === s.category)!;
    return {
      jsonId: s.id,
      sku: s.sku,
      name: s.name,
      categoryNode: { jsonId: c.id, slug: c.slug, name: c.name },
      images: [
        { gatsbyImageData: { images: { fallback: { src: `/.netlify/images?url=/static/${s.id}.jpg&w=320` } } } },
      ],
    };
  });
const usa = (lang: Lang) => suggestionList(stockSuggestions(stock, lang));

const product = (slug: string) => indexed.find((p) => p.slug === slug)!;
const labels = (lang: Lang, term: string) => suggest(catalogue(lang), term).map((s) => s.label);

it('shows nothing before two letters, and at most three terms then six products', () => {
  expect(suggest(catalogue('en'), 'm')).toEqual([]);
  expect(suggest(catalogue('en'), '  ')).toEqual([]);
  const found = suggest(catalogue('en'), 'ma');
  expect(found.filter((s) => s.kind === 'category' || s.kind === 'stoneType').length).toBeLessThanOrEqual(
    suggestionLimits.terms,
  );
  expect(found.filter((s) => s.kind === 'product')).toHaveLength(suggestionLimits.items);
  // Terms come before products.
  const kinds = found.map((s) => (s.kind === 'product' ? 1 : 0));
  expect(kinds).toEqual([...kinds].sort());
});

it("suggests a product by the beginning of its name's words, with a small photo, opening its page", () => {
  const botticino = product('botticino-classico-marble');
  const [first] = suggest(catalogue('en'), 'botticino cl').filter((s) => s.kind === 'product');
  expect(first).toMatchObject({
    label: botticino.name!.en,
    path: pathTo('en', { page: 'product', slug: botticino.slug, id: botticino.jsonId }),
  });
  expect(first.image).toBe(`/static/${botticino.jsonId}-320.webp`); // the helper's cards are not on the image CDN
  // By its code as written or typed together.
  expect(suggest(catalogue('en'), botticino.code.toLowerCase()).map((s) => s.label)).toContain(botticino.name!.en);
  expect(suggest(catalogue('en'), botticino.code.replace(/-/g, '')).map((s) => s.label)).toContain(botticino.name!.en);
});

it('forgives a wrong, missing or swapped letter in a word of four letters or more', () => {
  const name = product('botticino-classico-marble').name!.en!;
  for (const typo of ['boticino', 'bottcino', 'botitcino', 'bottixino']) expect(labels('en', typo)).toContain(name);
  // Exact beginnings rank before forgiven ones.
  expect(suggest(catalogue('en'), 'mar')[0].label).toBe('Marble');
  expect(labels('en', 'zzqx')).toEqual([]);
});

it("Arabic: the page's language, the article forgiven, the category before its products, English typed too", () => {
  const marble = categories.find((c) => c.slug === 'marble')!;
  const found = suggest(catalogue('ar'), marble.name.ar);
  expect(found[0]).toMatchObject({
    kind: 'category',
    label: marble.name.ar,
    path: pathTo('ar', { page: 'category', slug: marble.slug, id: marble.id }),
  });
  expect(suggest(catalogue('ar'), marble.name.ar.replace(/^ال/, ''))[0].label).toBe(marble.name.ar);
  const botticino = product('botticino-classico-marble');
  expect(suggest(catalogue('ar'), 'botticino').map((s) => s.label)).toContain(botticino.name!.ar);
  // A stone type that is a category's name is offered once, as the category.
  const labelsAr = found.map((s) => s.label);
  expect(new Set(labelsAr).size).toBe(labelsAr.length);
});

it('a stone type opens the search for it', () => {
  const stoneType = suggest(catalogue('fr'), 'onyx').find((s) => s.kind === 'stoneType');
  expect(stoneType).toBeDefined();
  expect(stoneType!.path).toBe(pathTo('fr', { page: 'search', term: stoneType!.label }));
});

it('USA stock: items by their English, French or Spanish names and SKU, English names marked on Russian pages', () => {
  const walnut = stock.find((s) => s.name.fr && /travertin/i.test(s.name.fr))!;
  const fr = suggest(usa('en'), walnut.name.fr!.split(' ').slice(0, 2).join(' '));
  expect(fr.map((s) => s.label)).toContain(walnut.name.en);
  const ru = suggest(usa('ru'), walnut.sku).find((s) => s.kind === 'stockItem')!;
  expect(ru).toMatchObject({
    label: walnut.name.en,
    lang: 'en',
    path: pathTo('ru', { page: 'usaStockItem', id: walnut.jsonId }),
  });
  // Only categories that have stock, opening the USA category page.
  const category = suggest(usa('en'), walnut.categoryNode!.name.en!)[0];
  expect(category).toMatchObject({
    kind: 'category',
    path: pathTo('en', { page: 'usaFilter', facet: 'category', slug: walnut.categoryNode!.slug }),
  });
  expect(suggest(usa('en'), 'plasterboard').filter((s) => s.kind === 'category')).toEqual([]);
});

it('the photo is the same picture asked again from the image CDN as a small square', () => {
  expect(suggestionPhoto('/.netlify/images?url=/static/photos/a.jpg&w=320&h=240&fit=cover&q=50')).toBe(
    '/.netlify/images?url=/static/photos/a.jpg&w=80&h=80&fit=cover&q=50',
  );
  expect(suggestionPhoto(null)).toBeUndefined();
  expect(suggestionPhoto('/.netlify/images?w=320')).toBeUndefined();
});
