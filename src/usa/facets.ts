// Turns the USA stock page's query result into what the filters work on: each item's option slugs per
// facet, and the options of each facet with their labels in the right language (else English).
import type { Lang } from '../i18n/languages';
import { usaLabel, type UsaFacetName } from '../data/usa-stock';
import { perFacet, type FilterableItem, type UsaFilterFacet } from './filters';

export interface FacetNode {
  jsonId: number;
  slug: string;
  name: UsaFacetName;
}
export type FacetNodes = Record<UsaFilterFacet, readonly FacetNode[]>;

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

export interface FilterOption {
  value: string;
  label: string;
  /** Set when the label fell back to English. */
  lang?: Lang;
}

function slugsOf(ids: readonly number[], nodes: readonly FacetNode[]): string[] {
  return ids.flatMap((id) => nodes.find((n) => n.jsonId === id)?.slug ?? []);
}

export function itemFacets(item: UsaItemFacetFields, nodes: FacetNodes): FilterableItem['facets'] {
  return {
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

/** Per facet, the options at least one of the items has, in data order, labelled for the visitor's language. */
export function facetOptions(
  items: readonly FilterableItem[],
  nodes: FacetNodes,
  lang: Lang,
): Record<UsaFilterFacet, FilterOption[]> {
  return perFacet((facet) => {
    const used = new Set(items.flatMap((i) => i.facets[facet]));
    return nodes[facet].filter((n) => used.has(n.slug)).map((n) => ({ value: n.slug, ...labelOf(n, lang) }));
  });
}

function labelOf(node: FacetNode, lang: Lang): { label: string; lang?: Lang } {
  const { text, lang: textLang } = usaLabel(node.name, lang);
  return textLang ? { label: text, lang: textLang } : { label: text };
}

/** Option slugs per facet, for reading a shared link. */
export function knownValues(
  options: Record<UsaFilterFacet, readonly FilterOption[]>,
): Record<UsaFilterFacet, ReadonlySet<string>> {
  return perFacet((f) => new Set(options[f].map((o) => o.value)));
}
