// The category listings' filters: a product's uses from its own verdicts, OR within a family and AND across families,
// the count each option would give, and the selection in the address.
import fs from 'fs';
import path from 'path';
import { catalogueFilters, type FilterableProduct } from '../../src/catalogue/filters';
import { productFacets, productUses } from '../../src/catalogue/product-facets';
import { productUsage } from '../../src/data/claims';
import { isApplicationKey } from '../../src/data/application';
import { technicalFromQuery } from '../../src/data/technical';

const { filterItems, optionCounts, selectionFromQuery, selectionToQuery, toggleOption, perFacet } = catalogueFilters;
const dataDir = path.resolve(__dirname, '..', '..', 'data');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));

const none = { color: [], finish: [], material: [], type: [], style: [], edge: [], use: [] };
const make = (id: string, facets: Partial<FilterableProduct['facets']>) => ({ id, facets: { ...none, ...facets } });
const items = [
  make('a', { color: ['white'], finish: ['honed'], use: ['floors'] }),
  make('b', { color: ['white', 'beige'], finish: ['polished'], use: ['floors', 'wet-areas'] }),
  make('c', { color: ['beige'], finish: ['polished', 'honed'], use: ['outdoor'] }),
  make('d', { color: ['black'], finish: ['polished'], use: [] }),
];
const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe('combining choices', () => {
  it('keeps white when polished is ticked after it (AND across families), and widens within one (OR)', () => {
    const white = toggleOption({}, 'color', 'white');
    const whitePolished = toggleOption(white, 'finish', 'polished');
    expect(whitePolished).toEqual({ color: ['white'], finish: ['polished'] });
    expect(ids(filterItems(items, whitePolished))).toEqual(['b']);
    expect(ids(filterItems(items, toggleOption(white, 'color', 'black')))).toEqual(['a', 'b', 'd']);
    expect(ids(filterItems(items, { use: ['wet-areas', 'outdoor'] }))).toEqual(['b', 'c']);
  });

  it("counts what each option would give within the other families' choices, as the cards then show", () => {
    const selection = { color: ['white'] };
    const counts = optionCounts(items, selection);
    expect(Object.fromEntries(counts.finish)).toEqual({ honed: 1, polished: 1 });
    expect(Object.fromEntries(counts.color)).toEqual({ white: 2, beige: 2, black: 1 });
    for (const facet of catalogueFilters.facets)
      for (const [value, count] of counts[facet])
        expect(filterItems(items, toggleOption({ ...selection, [facet]: [] }, facet, value))).toHaveLength(count);
  });
});

describe('the selection in the address', () => {
  const known = perFacet((f) => new Set(items.flatMap((i) => i.facets[f])));
  it('round-trips, families in panel order', () => {
    const selection = { use: ['wet-areas'], color: ['white', 'beige'], finish: ['polished'] };
    const query = selectionToQuery(selection);
    expect(query).toBe('?color=white,beige&finish=polished&use=wet-areas');
    expect(selectionFromQuery(query, known)).toEqual({
      selection: { color: ['white', 'beige'], finish: ['polished'], use: ['wet-areas'] },
      unknown: [],
    });
  });
  it('reports what names no option, and keeps the rest', () => {
    expect(selectionFromQuery('?color=white,purple&use=roofs&page=2', known)).toEqual({
      selection: { color: ['white'] },
      unknown: ['purple', 'roofs'],
    });
  });
});

describe("a product's uses, from its own verdicts", () => {
  const categories = new Map(
    (readJson('categories.json').items as { id: number; application?: string }[]).map((c) => [c.id, c.application]),
  );
  const products = fs
    .readdirSync(path.join(dataDir, 'products'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson(path.join('products', f)));
  const rows = {
    floors: 'floor',
    'wet-areas': 'wetAreas',
    outdoor: 'exterior',
    commercial: 'commercial',
  } as const;

  it('offers a use exactly where the usage table does not say no, for every product', () => {
    for (const p of products) {
      const application = categories.get(p.category);
      const uses = productUses(application, p.technical, p.finishes ?? []);
      if (!isApplicationKey(application)) {
        expect(uses).toEqual([]);
        continue;
      }
      const table = productUsage(application, technicalFromQuery(p.technical), p.finishes ?? []);
      for (const [slug, usage] of Object.entries(rows))
        expect([p.id, slug, uses.includes(slug as keyof typeof rows)]).toEqual([
          p.id,
          slug,
          table.find((r) => r.usage === usage)!.status !== 'no',
        ]);
    }
  });

  it('leaves out wet areas when every offered finish fails the wet DCOF, and not when one passes', () => {
    const slip = (finish: string, value: number) => ({
      finish,
      value,
      unit: 'DCOF',
      standard: 'ANSI A326.3',
      lab: 'Lab (sample)',
      tested: '2024-01-01',
    });
    const technical = { stone: 'marble', slipResistance: [slip('honed', 0.38), slip('polished', 0.3)] };
    expect(productUses('marble', technical, ['honed', 'polished'])).not.toContain('wet-areas');
    expect(productUses('marble', technical, ['honed', 'polished', 'brushed'])).toContain('wet-areas');
    // Limestone's own table: no commercial, no wet areas.
    expect(productUses('limestone', null, ['honed'])).toEqual(['floors', 'outdoor']);
  });

  it("gives each family's slugs for the product's ids", () => {
    const two = (f: string) => [
      { jsonId: 1, slug: `${f}-one` },
      { jsonId: 2, slug: `${f}-two` },
    ];
    const nodes = {
      color: two('color'),
      edge: two('edge'),
      finish: two('finish'),
      material: two('material'),
      style: two('style'),
      type: two('type'),
    };
    const p = { colors: [2, 1], edges: [1], finishes: ['honed'], materials: [9], styles: [], types: [2] };
    expect(productFacets(p, nodes, ['floors'])).toEqual({
      color: ['color-two', 'color-one'],
      finish: ['honed'],
      material: [],
      type: ['type-two'],
      style: [],
      edge: ['edge-one'],
      use: ['floors'],
    });
  });
});
