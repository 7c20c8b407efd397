// Pages that exist once per language: home, about, catalogue, contact, fabrication, FAQ, videos, projects, privacy, USA pages.
// Home and the quote list link to products: they get the slugs in their context (not a query over allProduct, which
// Gatsby would re-run for every product edit), so only a changed slug re-renders them. The quote list also gets every
// stone's list price, for its indicative line and total amounts.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import type { Route } from '../../routes';
import type { StonePrice } from '../../quote/indicative-prices';

type ProductSlugs = 'new' | 'all';
interface SinglePage {
  route: Route;
  template: string;
  usa?: boolean;
  noindex?: boolean;
  products?: ProductSlugs;
  prices?: true;
}
const singlePages: SinglePage[] = [
  // The new-products slides link to new products.
  { route: { page: 'home' }, template: 'home', products: 'new' },
  { route: { page: 'about' }, template: 'about' },
  { route: { page: 'catalog' }, template: 'catalog' },
  { route: { page: 'contact' }, template: 'contact' },
  // A visitor's quote list may hold any product.
  { route: { page: 'quote' }, template: 'quote', noindex: true, products: 'all', prices: true },
  { route: { page: 'contactThanks' }, template: 'contact-thanks', noindex: true },
  { route: { page: 'fabrication' }, template: 'fabrication' },
  { route: { page: 'faq' }, template: 'faq' },
  { route: { page: 'videos' }, template: 'videos' },
  { route: { page: 'projects' }, template: 'projects' },
  { route: { page: 'privacy' }, template: 'privacy' },
  { route: { page: 'usaAbout' }, template: 'usa-about', usa: true },
  { route: { page: 'usaContact' }, template: 'contact', usa: true },
  { route: { page: 'usaFaq' }, template: 'faq', usa: true },
  { route: { page: 'usaStock' }, template: 'usa-stock', usa: true },
];

interface Slug {
  jsonId: number;
  slug: string;
  isNew: boolean | null;
  price: { amount: number; currency: string; unit: string } | null;
}
interface UsaPrice {
  jsonId: number;
  salePrice: number;
}

export async function createSinglePages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<{ allProduct: { nodes: Slug[] }; allUsaStockItem: { nodes: UsaPrice[] } }>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) { nodes { jsonId slug isNew price { amount currency unit } } }
      allUsaStockItem(sort: { jsonId: ASC }) { nodes { jsonId salePrice } }
    }`,
    'product slugs and prices',
  );
  const slugs = (which: ProductSlugs) =>
    data.allProduct.nodes.filter((p) => which === 'all' || p.isNew).map((p) => ({ id: p.jsonId, slug: p.slug }));
  // Products are priced per m², USA stock per sq ft (data/schemas: product.price, usa-stock.salePrice).
  const prices: StonePrice[] = [
    ...data.allProduct.nodes.flatMap((p) =>
      p.price
        ? [
            {
              kind: 'product' as const,
              id: p.jsonId,
              amount: p.price.amount,
              currency: p.price.currency,
              unit: 'm2' as const,
            },
          ]
        : [],
    ),
    ...data.allUsaStockItem.nodes.map((u) => ({
      kind: 'usaStock' as const,
      id: u.jsonId,
      amount: u.salePrice,
      currency: 'USD',
      unit: 'sqft' as const,
    })),
  ];
  for (const { route, template, usa, noindex, products, prices: withPrices } of singlePages) {
    createLocalizedPages(args.actions, {
      route,
      template,
      noindex,
      context: {
        section: usa ? 'usa' : 'main',
        faqGroup: usa ? 'usa' : 'general',
        ...(products ? { products: slugs(products) } : {}),
        ...(withPrices ? { prices } : {}),
      },
    });
  }
}
