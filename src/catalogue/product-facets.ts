// A product's options per filter facet, as page creation gives them to a category listing's cards: its facet slugs and
// the uses its own lab verdicts leave it (src/data/claims.ts). Build side only: the browser gets the result.
import { productUsage } from '../data/claims';
import { isApplicationKey } from '../data/application';
import { technicalFromQuery, type RawTechnical } from '../data/technical';
import type { FilterFamily } from '../routes';
import { filterUses, type FilterableProduct, type FilterUse } from './filters';

/**
 * The uses a product is offered for: its usage table's rows (stone type narrowed by its own lab verdicts) that are not
 * "no". A use limited to some finishes (wet areas: the finishes whose wet DCOF passes) counts, as the product can be
 * had for it; its page says which finishes.
 */
export function productUses(
  application: string | null | undefined,
  technical: RawTechnical | null | undefined,
  finishes: readonly string[],
): FilterUse[] {
  if (!isApplicationKey(application)) return [];
  const rows = productUsage(application, technicalFromQuery(technical), finishes);
  return filterUses.filter((u) => rows.some((r) => r.usage === u.usage && r.status !== 'no')).map((u) => u.slug);
}

/** The facet fields of a product as page creation reads them (ids, except finishes which are slugs). */
export interface ProductFacetFields {
  colors: readonly number[];
  edges: readonly number[];
  finishes: readonly string[];
  materials: readonly number[];
  styles: readonly number[];
  types: readonly number[];
}

export interface FacetNode {
  jsonId: number;
  slug: string;
}

/** A product's option slugs per facet, what the listing's filters match and count. */
export function productFacets(
  p: ProductFacetFields,
  nodes: Record<FilterFamily, readonly FacetNode[]>,
  uses: readonly FilterUse[],
): FilterableProduct['facets'] {
  const slugs = (ids: readonly number[], list: readonly FacetNode[]) =>
    ids.flatMap((id) => list.find((n) => n.jsonId === id)?.slug ?? []);
  return {
    color: slugs(p.colors, nodes.color),
    finish: [...p.finishes],
    material: slugs(p.materials, nodes.material),
    type: slugs(p.types, nodes.type),
    style: slugs(p.styles, nodes.style),
    edge: slugs(p.edges, nodes.edge),
    use: [...uses],
  };
}
