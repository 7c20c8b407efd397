// Search texts of every product read straight from data/ (the same fields the search page queries), for tests and the benchmark.
import fs from 'fs';
import path from 'path';
import { defaultLang, type Lang } from '../src/i18n/languages';
import type { SearchTexts } from '../src/catalogue/search';

type Localized<T = string> = Record<string, T>;
interface ProductFile {
  id: number;
  slug: string;
  code: string;
  category: number;
  name: Localized;
  description: Localized;
  stoneType: Localized;
  keywords?: Localized<string[]>;
}

export function searchTextsFromData(dataDir: string, lang: Lang): SearchTexts[] {
  const categories: { id: number; name: Localized }[] = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'categories.json'), 'utf8'),
  ).items;
  const dir = path.join(dataDir, 'products');
  const pair = (value: Localized | undefined) => (value ? [value[lang] ?? value[defaultLang], value[defaultLang]] : []);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f): ProductFile => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .sort((a, b) => a.id - b.id)
    .map((p) => ({
      id: p.id,
      slug: p.slug,
      code: p.code,
      name: p.name[lang],
      names: pair(p.name),
      keywords: [(p.keywords?.[lang] ?? []).join(' '), (p.keywords?.[defaultLang] ?? []).join(' ')],
      stoneTypes: pair(p.stoneType),
      categories: pair(categories.find((c) => c.id === p.category)?.name),
      descriptions: pair(p.description),
    }));
}
