// Product cards as page context: page creation reads the products once (GraphQL) and gives each listing, filter and
// detail page the cards it shows, in its language. Pages then query no product connection, which Gatsby would re-run
// for every product edit (one edit re-ran ~4,185 queries); a page re-renders only when its own cards change.
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { Lang } from '../../i18n/languages';
import type { FilterableProduct } from '../../catalogue/filters';

/** A product as page creation reads it (the fields of `productCardFields`). */
export interface CatalogueProduct {
  jsonId: number;
  slug: string;
  code: string;
  category: number;
  colors: number[];
  areas: number[];
  edges: number[];
  finishes: string[];
  materials: number[];
  styles: number[];
  types: number[];
  name: Record<Lang, string>;
  cardImage: { gatsbyImageData: IGatsbyImageData | null } | null;
}

/** A product's card picture (width and ratio of the listing cards). Search results show the same files: one set of
    image jobs per product serves both. */
export const productCardImage =
  'cardImage { gatsbyImageData(width: 320, aspectRatio: 1.333, outputPixelDensities: [1, 2]) }';

/** GraphQL selection of a Product that `CatalogueProduct` describes. */
export const productCardFields = `
  jsonId slug code category colors areas edges finishes materials styles types
  name { en fr es ru ar }
  ${productCardImage}
`;

/** What a card shows: in a listing, among similar products. */
export interface ProductCardContext {
  id: number;
  slug: string;
  code: string;
  name: string;
  image: IGatsbyImageData | null;
}

/** A card of a category listing: with the product's options per filter facet (src/catalogue/product-facets.ts). */
export interface FilterableCard extends ProductCardContext {
  facets: FilterableProduct['facets'];
}

export function productCard(p: CatalogueProduct, lang: Lang): ProductCardContext {
  return {
    id: p.jsonId,
    slug: p.slug,
    code: p.code,
    name: p.name[lang],
    image: p.cardImage?.gatsbyImageData ?? null,
  };
}
