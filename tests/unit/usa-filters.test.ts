// USA stock filters: OR within a facet, AND across facets, counts per option, and the shareable URL query.
import fs from 'fs';
import path from 'path';
import {
  filterItems,
  isEmptySelection,
  optionCounts,
  selectionFromQuery,
  selectionToQuery,
  toggleOption,
  perFacet,
  type FilterableItem,
} from '../../src/usa/filters';
import { availableNow, facetOptions, itemFacets, knownValues, type FacetNodes } from '../../src/usa/facets';
import { stockOn, type Lot } from '../../src/usa/lots';

const none = { stock: [], category: [], color: [], area: [], type: [], edge: [], style: [], material: [], finish: [] };
const make = (id: string, facets: Partial<FilterableItem['facets']>) => ({ id, facets: { ...none, ...facets } });
const items = [
  make('a', { category: ['travertine'], color: ['beige'], finish: ['honed'] }),
  make('b', { category: ['travertine'], color: ['white', 'beige'], finish: ['polished'] }),
  make('c', { category: ['marble'], color: ['white'], finish: ['polished'] }),
  make('d', { category: ['marble'], color: ['black'], finish: ['honed'] }),
];
const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe('combining filters', () => {
  it('shows everything when nothing is chosen', () => {
    expect(ids(filterItems(items, {}))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterItems(items, { color: [] }))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('widens within a facet (any of the chosen colours)', () => {
    expect(ids(filterItems(items, { color: ['black', 'beige'] }))).toEqual(['a', 'b', 'd']);
  });
  it('narrows across facets (category and colour and finish)', () => {
    expect(ids(filterItems(items, { category: ['travertine'], color: ['white'] }))).toEqual(['b']);
    expect(ids(filterItems(items, { category: ['marble'], finish: ['honed'], color: ['white'] }))).toEqual([]);
  });
});

describe('counts per option', () => {
  it('counts every item of an option when nothing is chosen', () => {
    const counts = optionCounts(items, {});
    expect(Object.fromEntries(counts.color)).toEqual({ beige: 2, white: 2, black: 1 });
    expect(Object.fromEntries(counts.category)).toEqual({ travertine: 2, marble: 2 });
  });
  it("counts within the other facets' choices, ignoring the facet's own", () => {
    const counts = optionCounts(items, { category: ['marble'], color: ['white'] });
    // Colour options: what ticking them would add among marble items.
    expect(Object.fromEntries(counts.color)).toEqual({ white: 1, black: 1 });
    // Category options: among white items, whatever category is chosen.
    expect(Object.fromEntries(counts.category)).toEqual({ travertine: 1, marble: 1 });
    // Finish options: among white marble items.
    expect(Object.fromEntries(counts.finish)).toEqual({ polished: 1 });
  });
  it('gives for a facet with nothing chosen exactly the size of the result after ticking that option', () => {
    const selection = { color: ['white'] };
    const counts = optionCounts(items, selection);
    for (const [finish, count] of counts.finish)
      expect(filterItems(items, { ...selection, finish: [finish] })).toHaveLength(count);
  });
  it('counts an item once per option even if the value repeats', () => {
    expect(optionCounts([make('x', { color: ['white', 'white'] })], {}).color.get('white')).toBe(1);
  });
});

describe('selection in the URL', () => {
  const known = perFacet(() => new Set<string>());
  known.category.add('travertine').add('marble');
  known.color.add('beige').add('white');

  it('writes facets in panel order and reads them back', () => {
    const selection = toggleOption(
      toggleOption(toggleOption({}, 'color', 'white'), 'category', 'travertine'),
      'color',
      'beige',
    );
    const query = selectionToQuery(selection);
    expect(query).toBe('?category=travertine&color=white,beige');
    expect(selectionFromQuery(query, known)).toEqual({
      selection: { category: ['travertine'], color: ['white', 'beige'] },
      unknown: [],
    });
  });
  it('writes nothing for an empty selection, and unticking removes the value', () => {
    expect(selectionToQuery({})).toBe('');
    const cleared = toggleOption({ color: ['white'] }, 'color', 'white');
    expect(isEmptySelection(cleared)).toBe(true);
    expect(selectionToQuery(cleared)).toBe('');
  });
  it('accepts repeated keys, ignores other parameters and duplicates, and reports unknown values', () => {
    const parsed = selectionFromQuery('?color=beige&color=pink,beige&utm_source=mail&style=zen', known);
    expect(parsed.selection).toEqual({ color: ['beige'] });
    expect(parsed.unknown).toEqual(['pink', 'zen']);
  });
});

describe('with the real stock data', () => {
  const root = path.resolve(__dirname, '..', '..', 'data');
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'));
  const names = (file: string) =>
    read(file).items.map((x: { id: number; slug: string; name: Record<string, string> }) => ({
      jsonId: x.id,
      slug: x.slug,
      name: { text: x.name.fr, en: x.name.en },
    }));
  const nodes: FacetNodes = {
    category: names('categories.json'),
    color: names('colors.json'),
    area: names('areas.json'),
    type: names('types.json'),
    edge: names('edges.json'),
    style: names('styles.json'),
    material: names('materials.json'),
    finish: names('finishes.json'),
  };
  const stock = fs.readdirSync(path.join(root, 'usa-stock')).map((f) => read(`usa-stock/${f}`));
  const filterable = stock.map((s) => ({ id: s.id as number, facets: itemFacets(s, nodes) }));

  it('maps every id of every item to an option', () => {
    for (const s of filterable) expect(s.facets.category).toHaveLength(1);
    const travertine = stock.filter((s) => s.category === 2).length;
    expect(filterItems(filterable, { category: ['travertine'] })).toHaveLength(travertine);
  });
  it('lists only options some item has, and reads a link with them', () => {
    const options = facetOptions(filterable, nodes, 'fr');
    expect(options.category.map((o) => o.value)).not.toContain('plasterboard');
    const beige = options.color.find((o) => o.value === 'beige');
    expect(beige).toEqual({
      value: 'beige',
      label: read('colors.json').items.find((c: { slug: string }) => c.slug === 'beige').name.fr,
    });
    expect(selectionFromQuery('?color=beige', knownValues(options)).selection).toEqual({ color: ['beige'] });
  });
  it('two facets together give the items that have both', () => {
    const both = stock.filter((s) => s.category === 2 && s.colors.includes(4)).map((s) => s.id);
    expect(both.length).toBeGreaterThan(0);
    expect(filterItems(filterable, { category: ['travertine'], color: ['beige'] }).map((s) => s.id)).toEqual(both);
  });

  describe('available now', () => {
    // Item 5027's one lot is held until 2026-12-18; item 5016's one lot is sold.
    const onDay = (date: string) =>
      stock.map((s) => ({
        id: s.id as number,
        facets: itemFacets(
          s,
          nodes,
          stockOn(s.lots as Lot[], s as unknown as Parameters<typeof stockOn>[1], date).inStock,
        ),
      }));
    const shown = (date: string) => filterItems(onDay(date), { stock: [availableNow] }).map((s) => s.id);

    it('keeps the items with something free that day, and an item whose hold has ended', () => {
      expect(shown('2026-12-01')).not.toContain(5027);
      expect(shown('2026-12-01')).not.toContain(5016);
      expect(shown('2026-12-01')).toContain(5001);
      expect(shown('2026-12-19')).toContain(5027);
      expect(shown('2026-12-19')).not.toContain(5016);
      expect(optionCounts(onDay('2026-12-01'), {}).stock.get(availableNow)).toBe(shown('2026-12-01').length);
    });
    it('is offered even on a day nothing is free, so a link with it stays valid, and round-trips in the URL', () => {
      const options = facetOptions([], nodes, 'fr', 'Disponible maintenant');
      expect(options.stock).toEqual([{ value: availableNow, label: 'Disponible maintenant' }]);
      const query = selectionToQuery({ category: ['travertine'], stock: [availableNow] });
      expect(query).toBe('?stock=available&category=travertine');
      expect(
        selectionFromQuery(query, knownValues(facetOptions(onDay('2026-12-01'), nodes, 'fr', 'x'))).selection,
      ).toEqual({
        stock: [availableNow],
        category: ['travertine'],
      });
    });
  });
});
