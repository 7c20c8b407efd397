// The sample request page and its thank-you page, once per language. The request page gets in its context every stone
// a sample can be ordered of (catalogue products and USA stock, with their finishes), the finishes' names and the
// countries, all in its language: the form lists them without JavaScript, and the browser shows the same names. With
// them, each country's address rule, derived here from Google's address data, which stays out of the browser.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { countriesIn } from '../../samples/countries';
import { allAddressRules } from '../../samples/address-data';
import type { Lang } from '../../i18n/languages';
import type { SampleStone } from '../../samples/stones';

type Names = Partial<Record<Lang, string | null>> & { en: string };
interface SampleData {
  allProduct: { nodes: { jsonId: number; code: string; finishes: string[]; name: Names }[] };
  allUsaStockItem: { nodes: { jsonId: number; sku: string; surface: string; name: Names }[] };
  allFinish: { nodes: { slug: string; name: Names }[] };
}

const named = (names: Names, lang: Lang) => names[lang] || names.en;

export async function createSamplePages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<SampleData>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) { nodes { jsonId code finishes name { en fr es ru ar } } }
      allUsaStockItem(sort: { jsonId: ASC }) { nodes { jsonId sku surface name { en fr es } } }
      allFinish(sort: { jsonId: ASC }) { nodes { slug name { en fr es ru ar } } }
    }`,
    'sample stones',
  );
  const stonesIn = (lang: Lang): SampleStone[] => {
    const collator = new Intl.Collator(lang);
    const byName = (a: SampleStone, b: SampleStone) => collator.compare(a.name, b.name);
    return [
      ...data.allProduct.nodes
        .map((p) => ({
          kind: 'product' as const,
          id: p.jsonId,
          code: p.code,
          name: named(p.name, lang),
          finishes: p.finishes,
        }))
        .sort(byName),
      ...data.allUsaStockItem.nodes
        .map((u) => ({
          kind: 'usaStock' as const,
          id: u.jsonId,
          code: u.sku,
          name: named(u.name, lang),
          finishes: [u.surface],
        }))
        .sort(byName),
    ];
  };
  const addressRules = allAddressRules();
  createLocalizedPages(args.actions, {
    route: { page: 'sampleRequest' },
    template: 'sample-request',
    noindex: true,
    context: { section: 'main' },
    contextFor: (lang) => ({
      stones: stonesIn(lang),
      finishes: data.allFinish.nodes.map((f) => ({ slug: f.slug, name: named(f.name, lang) })),
      countries: countriesIn(lang),
      addressRules,
    }),
  });
  createLocalizedPages(args.actions, {
    route: { page: 'sampleThanks' },
    template: 'contact-thanks',
    noindex: true,
    context: { section: 'main', thanks: 'sample' },
  });
}
