// Product rules of spec §4 and §9: variation text, application/specification lookup, usage table, surfaces.
import { variationFor } from '../../src/data/product';
import fs from 'fs';
import path from 'path';
import { applicationKeys, isApplicationKey, sheetsFor, surfacesByKey, usageTable, usages, type ApplicationKey, type Usage } from '../../src/data/application';

describe('variationFor', () => {
  const variation = { var_1: 'MINIMUM', var_2: 'MEDIUM' };
  it('uses var_2 for travertine (type 2) and var_1 for types 1, 3–8 and 11', () => {
    expect(variationFor(2, variation)).toBe('MEDIUM');
    for (const id of [1, 3, 4, 5, 6, 7, 8, 11]) expect(variationFor(id, variation)).toBe('MINIMUM');
  });
});

describe('usage table', () => {
  // Spec §9, every cell: the listed exceptions are "no", everything else "yes".
  const no: [Usage, ApplicationKey][] = [
    ['freezingClimate', 'travertine'], ['freezingClimate', 'limestone'], ['freezingClimate', 'bath'],
    ['commercial', 'limestone'], ['wetAreas', 'limestone'],
    ['floor', 'mosaic'], ['floor', 'bath'],
    ['wall', 'bath'], ['wall', 'byproducts'], ['wall', 'outdoor'],
    ['interior', 'outdoor'],
  ];
  const cells = applicationKeys.flatMap((key) => usages.map((usage) => [key, usage] as const));
  it.each(cells)('%s / %s', (key, usage) => {
    const expected = !no.some(([u, k]) => u === usage && k === key);
    expect(usageTable(key).find((row) => row.usage === usage)?.suitable).toBe(expected);
  });
  it('lists the eight usages in order', () => {
    expect(usageTable('marble').map((r) => r.usage)).toEqual(['wall', 'floor', 'residential', 'commercial', 'wetAreas', 'exterior', 'interior', 'freezingClimate']);
  });
});

describe('surfaces', () => {
  it('follows the spec table', () => {
    expect(surfacesByKey.marble).toEqual(['honed', 'polished', 'brushed', 'sandblasted']);
    expect(surfacesByKey.travertine).toEqual(['honed', 'polished', 'brushed', 'sandblasted', 'bushhammered']);
    for (const key of ['limestone', 'mosaic', 'slab', 'quartz', 'outdoor'] as const) expect(surfacesByKey[key]).toEqual(['honed', 'polished', 'brushed']);
    expect(surfacesByKey.bath).toEqual(['honed', 'polished']);
  });
});

describe('application and specification per category (spec §4, via data/categories.json)', () => {
  const categories: { id: number; application: string | null }[] = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', 'categories.json'), 'utf8'),
  ).items;
  const sheetsOf = (id: number) => {
    const key = categories.find((c) => c.id === id)?.application;
    return { key, ...sheetsFor(isApplicationKey(key) ? key : null) };
  };
  it.each([
    [1, 'marble', true, true], [2, 'travertine', true, true], [3, 'limestone', true, true], [4, 'mosaic', true, true],
    [5, 'outdoor', true, true], [7, 'slab', true, true], [8, 'quartz', true, true],
    [9, 'byproducts', true, false], [11, 'installation', true, false], [6, 'bath', false, true],
  ] as const)('category %i → %s (application %s, specification %s)', (id, key, application, specification) => {
    expect(sheetsOf(id)).toEqual({ key, application, specification });
  });
  it('has no sheets for plasterboard', () => {
    expect(sheetsOf(18)).toEqual({ key: null, application: false, specification: false });
  });
});
