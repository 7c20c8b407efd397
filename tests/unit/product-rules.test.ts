// Product rules: variation text, application/specification lookup, usage table, surfaces.
import { variationFor } from '../../src/data/product';
import { rankSimilar } from '../../src/catalogue/similar';
import fs from 'fs';
import path from 'path';
import {
  applicationKeys,
  isApplicationKey,
  sheetsFor,
  surfacesByKey,
  usageTable,
  usages,
  type ApplicationKey,
  type Usage,
} from '../../src/data/application';

describe('variationFor', () => {
  const variation = { var_1: 'MINIMUM', var_2: 'MEDIUM' };
  it('uses var_2 for travertine (type 2) and var_1 for types 1, 3–8 and 11', () => {
    expect(variationFor(2, variation)).toBe('MEDIUM');
    for (const id of [1, 3, 4, 5, 6, 7, 8, 11]) expect(variationFor(id, variation)).toBe('MINIMUM');
  });
});

describe('usage table', () => {
  // Every cell: the listed exceptions are "no", everything else "yes".
  const no: [Usage, ApplicationKey][] = [
    ['freezingClimate', 'travertine'],
    ['freezingClimate', 'limestone'],
    ['freezingClimate', 'bath'],
    ['commercial', 'limestone'],
    ['wetAreas', 'limestone'],
    ['floor', 'mosaic'],
    ['floor', 'bath'],
    ['wall', 'bath'],
    ['wall', 'byproducts'],
    ['wall', 'outdoor'],
    ['interior', 'outdoor'],
  ];
  const cells = applicationKeys.flatMap((key) => usages.map((usage) => [key, usage] as const));
  it.each(cells)('%s / %s', (key, usage) => {
    const expected = !no.some(([u, k]) => u === usage && k === key);
    expect(usageTable(key).find((row) => row.usage === usage)?.suitable).toBe(expected);
  });
  it('lists the eight usages in order', () => {
    expect(usageTable('marble').map((r) => r.usage)).toEqual([
      'wall',
      'floor',
      'residential',
      'commercial',
      'wetAreas',
      'exterior',
      'interior',
      'freezingClimate',
    ]);
  });
});

describe('surfaces', () => {
  it("lists each stone type's surfaces", () => {
    expect(surfacesByKey.marble).toEqual(['honed', 'polished', 'brushed', 'sandblasted']);
    expect(surfacesByKey.travertine).toEqual(['honed', 'polished', 'brushed', 'sandblasted', 'bushhammered']);
    for (const key of ['limestone', 'mosaic', 'slab', 'quartz', 'outdoor'] as const)
      expect(surfacesByKey[key]).toEqual(['honed', 'polished', 'brushed']);
    expect(surfacesByKey.bath).toEqual(['honed', 'polished']);
    expect(surfacesByKey.byproducts).toEqual([]);
    expect(surfacesByKey.installation).toEqual([]);
  });
  it('names only finishes that exist in data/finishes.json (so each has a translated name and an image)', () => {
    const finishes: { slug: string }[] = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', 'finishes.json'), 'utf8'),
    ).items;
    const known = new Set(finishes.map((f) => f.slug));
    expect(
      Object.values(surfacesByKey)
        .flat()
        .filter((slug) => !known.has(slug)),
    ).toEqual([]);
  });
});

describe('application and specification per category (via data/categories.json)', () => {
  const categories: { id: number; application: string | null }[] = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', 'categories.json'), 'utf8'),
  ).items;
  const sheetsOf = (id: number) => {
    const key = categories.find((c) => c.id === id)?.application;
    return { key, ...sheetsFor(isApplicationKey(key) ? key : null) };
  };
  it.each([
    [1, 'marble', true, true],
    [2, 'travertine', true, true],
    [3, 'limestone', true, true],
    [4, 'mosaic', true, true],
    [5, 'outdoor', true, true],
    [7, 'slab', true, true],
    [8, 'quartz', true, true],
    [9, 'byproducts', true, false],
    [11, 'installation', true, false],
    [6, 'bath', false, true],
  ] as const)('category %i → %s (application %s, specification %s)', (id, key, application, specification) => {
    expect(sheetsOf(id)).toEqual({ key, application, specification });
  });
  it('has no sheets for plasterboard', () => {
    expect(sheetsOf(18)).toEqual({ key: null, application: false, specification: false });
  });
});

describe('variation values in the data', () => {
  const dir = path.resolve(__dirname, '..', '..', 'data', 'products');
  const products: { id: number; category: number; variation: { var_1: string; var_2: string } }[] = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  const labels = Object.keys(
    JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'i18n', 'locales', 'en', 'pages.json'), 'utf8'),
    ).product.variations,
  );
  it('every product shows a variation label the site can translate (MINIMUM or MEDIUM)', () => {
    const shown = products.map((p) => variationFor(p.category, p.variation));
    expect(shown.filter((v) => !labels.includes(v))).toEqual([]);
  });
  it('uses var_1 for categories outside 1–8 and 11 too (by-products, plasterboard)', () => {
    expect(variationFor(9, { var_1: 'MINIMUM', var_2: 'MEDIUM' })).toBe('MINIMUM');
    expect(variationFor(18, { var_1: 'MEDIUM', var_2: 'MINIMUM' })).toBe('MEDIUM');
  });
});

describe('similar products', () => {
  const base = { id: 1, category: 2, colors: [1, 4], areas: [3, 9] };
  const others = [
    { id: 2, category: 2, colors: [3], areas: [5] }, // same category, nothing shared
    { id: 3, category: 2, colors: [], areas: [9] }, // one area
    { id: 4, category: 2, colors: [4], areas: [] }, // one colour
    { id: 5, category: 1, colors: [1, 4], areas: [3, 9] }, // everything shared, other category
    { id: 6, category: 2, colors: [1, 4], areas: [3] }, // two colours and an area
    { id: 7, category: 2, colors: [3], areas: [6] }, // nothing shared, higher id
  ];
  it('keeps to the category, ranks shared colours above shared areas, then by id', () => {
    expect(rankSimilar(base, [base, ...others], 10)).toEqual([6, 4, 3, 2, 7]);
  });
  it('never lists the product itself and stops at the limit', () => {
    expect(rankSimilar(base, [base, ...others])).toEqual([6, 4, 3, 2]);
    expect(rankSimilar(base, [base, ...others], 2)).toEqual([6, 4]);
  });
  it('gives nothing for a product alone in its category', () => {
    expect(rankSimilar({ ...base, category: 99 }, others)).toEqual([]);
  });
});
