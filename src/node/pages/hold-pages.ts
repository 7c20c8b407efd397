// The USA hold request page and its thank-you page, once per language. The request page gets in its context every USA
// stock item's lots and packing, and the build's warehouse date: the form lists the lots free that day without
// JavaScript, and the browser works out what is free on its own day with the same rules (src/usa/lots.ts).
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { warehouseDate, type Lot } from '../../usa/lots';
import type { HoldItem } from '../../holds/stock';

type Nullable<T> = { [K in keyof T]: T[K] | null };
interface HoldData {
  allUsaStockItem: {
    nodes: (Omit<HoldItem, 'id' | 'lots' | 'name'> & {
      jsonId: number;
      name: { en: string; fr: string | null; es: string | null };
      lots: Nullable<Lot>[];
    })[];
  };
}

/** A lot as src/usa/lots.ts reads it: GraphQL's nulls are fields left out. */
const lotOf = (l: Nullable<Lot>): Lot =>
  Object.fromEntries(Object.entries(l).filter(([, v]) => v !== null && v !== undefined)) as unknown as Lot;

export async function createHoldPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<HoldData>(
    args,
    `{
      allUsaStockItem(sort: { jsonId: ASC }) {
        nodes {
          jsonId sku name { en fr es } perBox { sqft } perCrate { boxes sqft }
          lots { lot shade crates boxes sqft location status holdFrom holdUntil heldCrates heldBoxes }
        }
      }
    }`,
    'USA stock lots',
  );
  const stock: HoldItem[] = data.allUsaStockItem.nodes.map((i) => ({
    id: i.jsonId,
    sku: i.sku,
    name: { en: i.name.en, ...(i.name.fr ? { fr: i.name.fr } : {}), ...(i.name.es ? { es: i.name.es } : {}) },
    perBox: { sqft: i.perBox.sqft },
    perCrate: { boxes: i.perCrate.boxes, sqft: i.perCrate.sqft },
    lots: i.lots.map(lotOf),
  }));
  createLocalizedPages(args.actions, {
    route: { page: 'usaHoldRequest' },
    template: 'usa-hold-request',
    noindex: true,
    context: { section: 'usa', stock, buildDate: warehouseDate(new Date()) },
  });
  createLocalizedPages(args.actions, {
    route: { page: 'usaHoldThanks' },
    template: 'contact-thanks',
    noindex: true,
    context: { section: 'usa', thanks: 'hold' },
  });
}
