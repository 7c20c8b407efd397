// The product page's usage table agrees with the product's own lab data (issue 52): Afyon White (804) no longer says
// "yes" for wet areas beside its polished wet DCOF of 0.21, in any language; it says which finish suits and why.
import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { uiText } from '../../src/node/ui-text';
import type { Lang } from '../../src/i18n/languages';
import { technicalFromQuery, type RawTechnical } from '../../src/data/technical';
import { ApplicationTable } from '../../src/components/ApplicationTable';

let mockLang: Lang = 'en';
jest.mock('gatsby-plugin-react-i18next', () => ({
  useTranslation: (ns = 'pages') => ({
    t: (key: string, vars?: Record<string, string | number>) => uiText(mockLang, ns, key, vars ?? {}),
    i18n: { language: mockLang },
  }),
}));

const dataDir = path.resolve(__dirname, '..', '..', 'data');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
const afyon = read('products/804.json');
const finishes = read('finishes.json').items as { slug: string; name: Record<Lang, string> }[];

function cells(lang: Lang): Record<string, string> {
  mockLang = lang;
  const html = renderToStaticMarkup(
    React.createElement(ApplicationTable, {
      applicationKey: 'marble',
      technical: technicalFromQuery(afyon.technical as RawTechnical),
      finishes: (afyon.finishes as string[]).map((slug) => ({
        slug,
        name: finishes.find((f) => f.slug === slug)!.name[lang],
      })),
    }),
  );
  const rows = [...html.matchAll(/<tr[^>]*><th scope="row">([^<]*)<\/th><td>(.*?)<\/td><\/tr>/g)];
  return Object.fromEntries(rows.map((m) => [m[1], m[2].replace(/<[^>]+>/g, ' ').trim()]));
}

describe('804’s usage table', () => {
  it.each(['en', 'fr', 'es', 'ru', 'ar'] as const)(
    'in %s: wet areas honed finish only, with the DCOF it fails',
    (lang) => {
      const row = cells(lang);
      const label = (usage: string) => uiText(lang, 'pages', `product.usage.${usage}`);
      const honed = finishes.find((f) => f.slug === 'honed')!.name[lang];
      expect(row[label('wetAreas')]).not.toBe(uiText(lang, 'pages', 'product.yes'));
      expect(row[label('wetAreas')]).toContain(uiText(lang, 'pages', 'product.usageFinishesOnly', { finishes: honed }));
      expect(row[label('wetAreas')]).toContain(new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).format(0.21));
      expect(row[label('commercial')]).toContain(uiText(lang, 'pages', 'product.no'));
      expect(row[label('exterior')]).toContain('ASTM C503');
      expect(row[label('wall')]).toBe(uiText(lang, 'pages', 'product.yes'));
    },
  );
});
