// USA stock search: all words must match, accents and case ignored, name matches first.
import { searchStock, searchWords } from '../../src/usa/search';

const items = [
  { id: 1, names: ['Walnut Travertine 12x12', 'Travertin noyer 12x12'], texts: ['US-TRV-WN-1212', 'tumbled'] },
  { id: 2, names: ['Ivory Travertine Pavers', 'Dalles en travertin ivoire'], texts: ['US-TRV-IV-P'] },
  { id: 3, names: ['Carrara Mosaic', 'Mosaïque Carrara'], texts: ['US-MAR-CA-M', 'Walnut trim'] },
];
const ids = (term: string) => searchStock(items, term).map((i) => i.id);

it('needs every word, in any language the item is written in', () => {
  expect(ids('travertin')).toEqual([1, 2]);
  expect(ids('travertin ivoire')).toEqual([2]);
  expect(ids('walnut 12x12')).toEqual([1]);
});
it('ignores case and accents', () => {
  expect(ids('MOSAIQUE')).toEqual([3]);
  expect(ids('us-trv-wn')).toEqual([1]);
});
it('puts items whose name holds the term before items that only mention it', () => {
  expect(ids('walnut')).toEqual([1, 3]);
});
it('finds nothing for a blank term or an unknown word', () => {
  expect(ids('  ')).toEqual([]);
  expect(ids('granite')).toEqual([]);
  expect(searchWords(' a_b  c ')).toEqual(['a', 'b', 'c']);
});
