// USA stock search (src/usa/search.ts, on the catalogue's MiniSearch setup): every word matches, in any language the
// item is written in, forgiving a wrong letter; accents and case ignored; names first.
import { searchStock, stockIndex } from '../../src/usa/search';
import type { Lang } from '../../src/i18n/languages';

const items = [
  {
    id: 1,
    names: ['Walnut Travertine 12x12', 'Travertin noyer 12x12'],
    code: 'US-TRV-WN-1212',
    texts: ['tumbled', 'Travertine', 'الترافرتين'],
  },
  { id: 2, names: ['Ivory Travertine Pavers', 'Dalles en travertin ivoire'], code: 'US-TRV-IV-P', texts: [] },
  { id: 3, names: ['Carrara Mosaic', 'Mosaïque Carrara'], code: 'US-MAR-CA-M', texts: ['Walnut trim', 'Marble'] },
];
const ids = (term: string, lang: Lang = 'en') => searchStock(stockIndex(items, lang), term).map((i) => i.id);

it('needs every word, in any language the item is written in', () => {
  expect(ids('travertin')).toEqual([1, 2]);
  expect(ids('travertin ivoire', 'fr')).toEqual([2]);
  expect(ids('walnut 12x12')).toEqual([1]);
});
it('ignores case and accents; a SKU typed with or without its dashes', () => {
  expect(ids('MOSAIQUE', 'fr')).toEqual([3]);
  expect(ids('us-trv-wn')).toEqual([1]);
  expect(ids('ustrvwn1212')).toEqual([1]);
});
it('puts items whose name holds the term before items that only mention it', () => {
  expect(ids('walnut')).toEqual([1, 3]);
});
it('forgives a wrong, missing or swapped letter, plurals and word order', () => {
  expect(ids('travertnie')).toEqual([1, 2]);
  expect(ids('carara mosaics')).toEqual([3]);
  expect(ids('paver ivory')).toEqual([2]);
  // Arabic with or without the article, as the catalogue.
  expect(ids('ترافرتين', 'ar')).toEqual([1]);
});
it('finds nothing for a blank term or an unknown word', () => {
  expect(ids('  ')).toEqual([]);
  expect(ids('granite')).toEqual([]);
  expect(ids('zzqx', 'ar')).toEqual([]);
});
