// Laying sizes: every size in the catalogue and the USA stock either lays at its true size or is known not to lay.
import fs from 'fs';
import path from 'path';
import { layingSizes, largestPieceCm, parseProductSizeLabel, parseUsaStockSize } from '../../src/visualizer/sizes';
import type { ApplicationKey } from '../../src/data/application';

const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const jsonFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${dir}/${f}`);

/**
 * Labels that are not laid across a floor or a wall. A label that is neither parsed nor here fails the test below
 * with its file: an editor who adds a new kind of label decides which it is (and teaches the parser if it lays).
 */
const notLayable = [
  '3-6 mm, 25 kg bag',
  '6-12 mm, 25 kg bag',
  'Pebbles 20-40 mm, 25 kg bag',
  'Pebbles 40-60 mm, 25 kg bag',
  'Countertop 62x300x2 cm',
  'Countertop 62x300x3 cm',
  'Vanity top 56x122x2 cm',
  'Vanity top 56x153x2 cm',
  'Tread 35x120x3 cm',
  'Riser 17x120x2 cm',
  'Free length x 10 cm x 1.2 cm',
  'Free length x 15 cm x 1.2 cm',
  'Free length x 20 cm x 3 cm',
  'Free length x 20 x 3 cm',
  'Irregular pieces 20-50 cm',
  'Irregular pieces 20-60 cm',
  // Sinks: a round one and a 12 cm deep block.
  'Ø42x15 cm',
  '40x40x12 cm',
  // Trims (pencil liner, chair rail) and plasterboards: no thickness in the label, not stone tiles.
  '1.5x30.5 cm',
  '5x30.5 cm',
  '120x240 cm',
  '120x250 cm',
  '120x300 cm',
];

describe('parseProductSizeLabel', () => {
  it('reads a tile at its true size, its long side along the surface width', () => {
    expect(parseProductSizeLabel('61x61x2 cm')).toEqual({
      kind: 'tile',
      key: '61x61',
      label: '61x61x2 cm',
      widthCm: 61,
      heightCm: 61,
    });
    expect(parseProductSizeLabel('30.5x61x1.2 cm')).toMatchObject({ key: '30.5x61', widthCm: 61, heightCm: 30.5 });
    expect(parseProductSizeLabel('40.6x61x3 cm (paver)')).toMatchObject({ kind: 'tile', widthCm: 61, heightCm: 40.6 });
  });
  it('lays a slab of a range at its lower bounds', () => {
    expect(parseProductSizeLabel('Slab 280-320 x 160-190 x 2 cm')).toMatchObject({
      kind: 'tile',
      key: '280x160',
      widthCm: 280,
      heightCm: 160,
    });
    expect(parseProductSizeLabel('Slab 320x160x3 cm')).toMatchObject({ widthCm: 320, heightCm: 160 });
  });
  it('lays a mosaic by its sheet and a ledger panel by its face', () => {
    expect(parseProductSizeLabel('Sheet 30.5x30.5 cm, chips 2.5x2.5 cm (1x1 in)')).toMatchObject({
      kind: 'tile',
      key: '30.5x30.5',
      widthCm: 30.5,
      heightCm: 30.5,
    });
    expect(parseProductSizeLabel('Sheet 28x30 cm, chips 2.5x10 cm (1x4 in)')).toMatchObject({
      widthCm: 30,
      heightCm: 28,
    });
    expect(parseProductSizeLabel('15x60 cm panel, 2-4 cm')).toMatchObject({ widthCm: 60, heightCm: 15 });
  });
  it('reads a French pattern set with its four pieces', () => {
    expect(parseProductSizeLabel('French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm')).toEqual({
      kind: 'patternSet',
      key: 'french',
      label: 'French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm',
      pieces: [
        [20, 20],
        [20, 40],
        [40, 40],
        [40, 60],
      ],
    });
  });
  it('refuses what is not laid across a surface, and what it cannot read', () => {
    for (const label of notLayable) expect([label, parseProductSizeLabel(label)]).toEqual([label, null]);
    for (const label of ['', 'about 60 cm', '61x61x cm', 'French pattern set (20x20, big) x 1.2 cm'])
      expect(parseProductSizeLabel(label)).toBeNull();
  });
});

describe('parseUsaStockSize', () => {
  it('converts inches to cm', () => {
    expect(parseUsaStockSize('12x24')).toEqual({
      kind: 'tile',
      key: '12x24',
      label: '12x24',
      widthCm: 60.96,
      heightCm: 30.48,
    });
    expect(parseUsaStockSize('3x6')).toMatchObject({ widthCm: 15.24, heightCm: 7.62 });
  });
  it('knows the warehouse French pattern set: 8x8, 8x16, 16x16, 16x24 in', () => {
    expect(parseUsaStockSize('french-pattern')).toMatchObject({
      kind: 'patternSet',
      key: 'french',
      pieces: [
        [20.32, 20.32],
        [20.32, 40.64],
        [40.64, 40.64],
        [40.64, 60.96],
      ],
    });
  });
});

describe('layingSizes', () => {
  it('makes one laying size of a size sold in two thicknesses, keeping keys unique and order', () => {
    const sizes = layingSizes({
      kind: 'product',
      application: 'slab',
      sizes: [
        { label: 'Slab 320x160x2 cm' },
        { label: 'Slab 320x160x3 cm' },
        { label: '61x61x2 cm' },
        { label: 'Tread 35x120x3 cm' },
      ],
    });
    expect(sizes.map((s) => s.key)).toEqual(['320x160', '61x61']);
    expect(sizes[0].label).toBe('Slab 320x160x2 cm');
  });
  it('lays no by-product or installation material, whatever its labels', () => {
    expect(layingSizes({ kind: 'product', application: 'byproducts', sizes: [{ label: '61x61x2 cm' }] })).toEqual([]);
    expect(layingSizes({ kind: 'product', application: null, sizes: [{ label: '61x61x2 cm' }] })).toEqual([]);
  });
  it('fits the photo to the largest piece, a French set piece counting both ways round', () => {
    const sizes = layingSizes({
      kind: 'product',
      application: 'travertine',
      sizes: [{ label: '30.5x61x1.2 cm' }, { label: 'French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm' }],
    });
    expect(largestPieceCm(sizes)).toEqual([61, 60]);
  });
});

describe('every size in the data', () => {
  const categories = readJson<{ items: { id: number; application: ApplicationKey | null }[] }>(
    'data/categories.json',
  ).items;
  const applicationOf = new Map(categories.map((c) => [c.id, c.application]));

  it('is laid at a parsed size or is on the not-layable list (file and label named)', () => {
    const unknown: string[] = [];
    for (const file of jsonFiles('data/products')) {
      const product = readJson<{ sizes?: { label: string }[] }>(file);
      for (const { label } of product.sizes ?? [])
        if (!parseProductSizeLabel(label) && !notLayable.includes(label)) unknown.push(`${file}: "${label}"`);
    }
    for (const file of jsonFiles('data/usa-stock')) {
      const item = readJson<{ size: string }>(file);
      if (!parseUsaStockSize(item.size)) unknown.push(`${file}: size "${item.size}"`);
    }
    expect(unknown).toEqual([]);
  });

  it('gives each stone URL-safe unique keys, every USA item one size and most products at least one', () => {
    let stones = 0;
    for (const file of jsonFiles('data/products')) {
      const product = readJson<{ category: number; sizes?: { label: string }[] }>(file);
      const application = applicationOf.get(product.category) ?? null;
      const sizes = layingSizes({ kind: 'product', application, sizes: product.sizes ?? [] });
      const keys = sizes.map((s) => s.key);
      expect([file, new Set(keys).size]).toEqual([file, keys.length]);
      for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9._~-]+$/);
      if (sizes.length > 0) stones++;
    }
    for (const file of jsonFiles('data/usa-stock')) {
      const item = readJson<{ size: string }>(file);
      expect([file, layingSizes({ kind: 'usaStock', size: item.size }).length]).toEqual([file, 1]);
    }
    expect(stones).toBeGreaterThan(100);
  });
});
