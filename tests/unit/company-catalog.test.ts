// The catalogue's "go to page" input: only whole numbers of existing pages are accepted.
import fs from 'fs';
import path from 'path';
import { parsePageNumber } from '../../src/components/company/page-number';

const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'data', 'catalog.json'), 'utf8'));
const pages: number[] = catalog.pages.map((p: { page: number }) => p.page);

describe('parsePageNumber', () => {
  it('accepts every page of the catalogue, with surrounding spaces', () => {
    for (const n of pages) expect(parsePageNumber(` ${n} `, pages)).toBe(n);
    expect(parsePageNumber('007', pages)).toBe(7);
    // Arabic visitors may type Arabic-Indic (or Persian) digits.
    expect(parsePageNumber('١٢', pages)).toBe(12);
    expect(parsePageNumber('۳۴', pages)).toBe(34);
  });

  it('rejects pages that do not exist and anything that is not a whole number', () => {
    const last = Math.max(...pages);
    for (const input of ['0', String(last + 1), '', '   ', '-3', '2.5', '1e1', '٠', 'abc', '12a', '9999999']) {
      expect(parsePageNumber(input, pages)).toBeNull();
    }
  });
});
