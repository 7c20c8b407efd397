// The one text folding (src/text/fold.ts) in the site's languages and Turkish: what a visitor types without accents,
// in another case or another letter form finds the name as the data writes it; and every search and picker uses it.
import fs from 'fs';
import path from 'path';
import { fold } from '../../src/text/fold';

const finds = (typed: string, name: string) => fold(name).includes(fold(typed));

describe('fold', () => {
  it('French: accents, cedilla and the œ ligature', () => {
    expect(fold('Crème Façade Côte d’Ivoire')).toBe('creme facade cote d’ivoire');
    expect(fold('Œuvre ÉCRU')).toBe('oeuvre ecru');
    expect(finds('cote', 'Côte d’Ivoire')).toBe(true);
  });

  it('Spanish: acute accents, ñ and ü', () => {
    expect(fold('Mármol Travertín España Pingüino')).toBe('marmol travertin espana pinguino');
    expect(finds('ESPANA', 'España')).toBe(true);
  });

  it('Russian: case and ё as е, but й stays a letter of its own', () => {
    expect(fold('Чёрный Серый')).toBe('черный серый');
    expect(fold('ЁЛКА')).toBe('елка');
    expect(fold('Йошкар-Ола')).toBe('йошкар-ола');
    expect(finds('иошкар', 'Йошкар-Ола')).toBe(false);
  });

  it('Arabic: diacritics and tatweel dropped, letter forms and digits folded', () => {
    expect(fold('الرُّخَامُ')).toBe('الرخام');
    expect(fold('رخـــام')).toBe('رخام');
    expect(fold('أبيض إسطنبول آمن')).toBe('ابيض اسطنبول امن');
    expect(fold('مكتبة مصطفى')).toBe('مكتبه مصطفي');
    expect(fold('٤٨٩ ۴۸۹')).toBe('489 489');
    expect(fold('\uFEFB')).toBe('لا'); // lam-alef ligature (NFKD)
  });

  it('Turkish: dotted İ, dotless ı, ş, ğ, ç, ö, ü, whatever the browser’s locale', () => {
    expect(fold('İZMİR Iğdır Şişli Çeşme Gölcük Türkiye')).toBe('izmir igdir sisli cesme golcuk turkiye');
    expect(finds('ISPARTA', 'Isparta')).toBe(true);
    expect(finds('igdir', 'Iğdır')).toBe(true);
    expect(finds('turk', 'Türkiye')).toBe(true);
  });

  it('German ß and Nordic ø spelled out', () => {
    expect(fold('Straße Øresund')).toBe('strasse oresund');
  });
});

it('is the only folding in the code: no other module strips combining marks itself', () => {
  const root = path.resolve(__dirname, '..', '..', 'src');
  const own = path.join(root, 'text', 'fold.ts');
  // src/routes/slug.ts strips marks to write ASCII addresses, not to compare texts: a job of its own.
  const allowed = new Set([own, path.join(root, 'routes', 'slug.ts')]);
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .filter((f) => /\.(ts|tsx|js)$/.test(f));
  const folding = files(root).filter(
    (f) => !allowed.has(f) && /\\p\{M\}|\\u0300-\\u036f/.test(fs.readFileSync(f, 'utf8')),
  );
  expect(folding.map((f) => path.relative(root, f))).toEqual([]);
});
