// The visualizer's stones as the build writes them per language: every product and USA stock item it can lay, named
// in that language, linked to its page and, for a product the US warehouse holds, to that stock.
import { stonesByLang, type FileRef, type StoneSources } from '../../src/node/pages/visualizer-pages';

const photo = (name: string): FileRef => ({
  absolutePath: `/data/images/${name}.jpg`,
  internal: { contentDigest: name },
});
const names = (en: string, fr?: string) => ({ en, fr: fr ?? null, es: null, ru: null, ar: `${en} (ar)` });

const data: StoneSources = {
  allProduct: {
    nodes: [
      {
        jsonId: 829,
        code: 'TRV-829',
        slug: 'ivory-travertine',
        name: names('Ivory Travertine', 'Travertin ivoire'),
        sizes: [{ label: '40.6x61x1.2 cm' }, { label: 'French pattern set (20x20, 20x40, 40x40, 40x60 cm) x 1.2 cm' }],
        categoryNode: { application: 'travertine' },
        cardImage: photo('829-1'),
      },
      {
        jsonId: 807,
        code: 'MRB-807',
        slug: 'crema-marfil-marble',
        name: names('Crema Marfil Marble', 'Marbre Crema Marfil'),
        sizes: [{ label: '61x61x2 cm' }],
        categoryNode: { application: 'marble' },
        cardImage: photo('807-1'),
      },
      {
        // Adhesive: no size the visualizer can lay.
        jsonId: 970,
        code: 'INS-970',
        slug: 'tile-adhesive',
        name: names('Tile adhesive'),
        sizes: [{ label: '25 kg bag' }],
        categoryNode: { application: 'installation' },
        cardImage: photo('970-1'),
      },
      {
        // A category without a stone type: where it may go is unknown.
        jsonId: 990,
        code: 'X-990',
        slug: 'unknown',
        name: names('Unknown stone'),
        sizes: [{ label: '61x61x2 cm' }],
        categoryNode: { application: null },
        cardImage: photo('990-1'),
      },
    ],
  },
  allUsaStockItem: {
    nodes: [
      {
        jsonId: 5001,
        sku: 'US-TRV-1224',
        size: '12x24',
        name: { en: 'Ivory Travertine 12x24', fr: 'Travertin ivoire 12x24', es: null },
        productId: 829,
        categoryNode: { application: 'travertine' },
        images: [photo('5001-1'), photo('5001-2')],
      },
    ],
  },
};

const publish = async (file: FileRef) => ({
  src: `/static/photos/${file.internal.contentDigest}.jpg`,
  width: 1200,
  height: 800,
});

describe('visualizer stones', () => {
  it('lists the stones with a laying size, products first, by name in the language', async () => {
    const stones = await stonesByLang(data, publish);
    expect(stones('en').map((s) => s.key)).toEqual(['product:807', 'product:829', 'usaStock:5001']);
    expect(stones('fr').map((s) => s.name)).toEqual([
      'Marbre Crema Marfil',
      'Travertin ivoire',
      'Travertin ivoire 12x24',
    ]);
    // Missing translations fall back to English (USA stock texts exist in en, fr, es only).
    expect(stones('ru').map((s) => s.name)).toEqual([
      'Crema Marfil Marble',
      'Ivory Travertine',
      'Ivory Travertine 12x24',
    ]);
    expect(stones('ar')[2].name).toBe('Ivory Travertine 12x24');
  });

  it('links each stone to its page, a product to the USA stock cut from it, with its first photo', async () => {
    const [marble, travertine, usa] = (await stonesByLang(data, publish))('fr');
    expect(travertine).toMatchObject({
      kind: 'product',
      id: 829,
      code: 'TRV-829',
      application: 'travertine',
      path: '/fr/product/detail/ivory-travertine/829/',
      usaStockPath: '/fr/usa/stock/product/detail/5001/',
      photo: { src: '/static/photos/829-1.jpg', width: 1200, height: 800 },
    });
    expect(travertine.sizes.map((s) => s.kind)).toEqual(['tile', 'patternSet']);
    expect(marble.usaStockPath).toBeUndefined();
    expect(usa).toMatchObject({
      kind: 'usaStock',
      path: '/fr/usa/stock/product/detail/5001/',
      usaStockPath: '/fr/usa/stock/product/detail/5001/',
      photo: { src: '/static/photos/5001-1.jpg' },
    });
  });
});
