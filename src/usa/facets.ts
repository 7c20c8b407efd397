// Turns the USA stock page's query result into what the filters work on: each item's option slugs per
// facet, and the options of each facet with their labels in the right language (else English). The availability facet
// has one option, "available now", which comes from the lots and the day rather than from a data node.
import type { Lang } from '../i18n/languages';
import { usaLabel, type UsaFacetName } from '../data/usa-stock';
import { perFacet, type FilterableItem, type UsaFilterFacet } from './filters';
import type { FilterOption } from '../filters/selection';

export interface FacetNode {
  jsonId: number;
  slug: string;
  name: UsaFacetName;
}
/** The facets whose options are data nodes (all but availability). */
export type NodeFacet = Exclude<UsaFilterFacet, 'stock'>;
export type FacetNodes = Record<NodeFacet, readonly FacetNode[]>;

/** The one option of the availability facet: something of the item can be had today. */
export const availableNow = 'available';

/** The facet fields of a USA stock item, as stored (ids, except finishes which are slugs). */
export interface UsaItemFacetFields {
  category: number;
  colors: readonly number[];
  areas: readonly number[];
  types: readonly number[];
  edge: number;
  styles: readonly number[];
  materials: readonly number[];
  finishes: readonly string[];
}

export type { FilterOption };

function slugsOf(ids: readonly number[], nodes: readonly FacetNode[]): string[] {
  return ids.flatMap((id) => nodes.find((n) => n.jsonId === id)?.slug ?? []);
}

/** `available`: whether the item has something free on the day the page looks at (stockOn(...).inStock). */
export function itemFacets(item: UsaItemFacetFields, nodes: FacetNodes, available = false): FilterableItem['facets'] {
  return {
    stock: available ? [availableNow] : [],
    category: slugsOf([item.category], nodes.category),
    color: slugsOf(item.colors, nodes.color),
    area: slugsOf(item.areas, nodes.area),
    type: slugsOf(item.types, nodes.type),
    edge: slugsOf([item.edge], nodes.edge),
    style: slugsOf(item.styles, nodes.style),
    material: slugsOf(item.materials, nodes.material),
    finish: [...item.finishes],
  };
}

/**
 * Per facet, the options at least one of the items has, in data order, labelled for the visitor's language. "Available
 * now" (labelled `availableLabel`) is always offered, so a link with it stays valid on a day nothing is free.
 */
export function facetOptions(
  items: readonly FilterableItem[],
  nodes: FacetNodes,
  lang: Lang,
  availableLabel?: string,
): Record<UsaFilterFacet, FilterOption[]> {
  return perFacet((facet) => {
    if (facet === 'stock') return availableLabel ? [{ value: availableNow, label: availableLabel }] : [];
    const used = new Set(items.flatMap((i) => i.facets[facet]));
    return nodes[facet].filter((n) => used.has(n.slug)).map((n) => ({ value: n.slug, ...labelOf(n) }));
  });
}

function labelOf(node: FacetNode): { label: string; lang?: Lang } {
  const { text, lang: textLang } = usaLabel(node.name);
  return textLang ? { label: text, lang: textLang } : { label: text };
}

/** Option slugs per facet, for reading a shared link. */
export function knownValues(
  options: Record<UsaFilterFacet, readonly FilterOption[]>,
): Record<UsaFilterFacet, ReadonlySet<string>> {
  return perFacet((f) => new Set(options[f].map((o) => o.value)));
}
