// The filter facets of a category, grouped by filter family, from the facet collections a query returned
// (used by page creation and by the listing template, which query the same collections).
import type { FilterFamily } from '../routes';

export interface FacetCollections<F> {
  allColor: { readonly nodes: readonly F[] };
  allEdge: { readonly nodes: readonly F[] };
  allFinish: { readonly nodes: readonly F[] };
  allMaterial: { readonly nodes: readonly F[] };
  allStyle: { readonly nodes: readonly F[] };
  allProductType: { readonly nodes: readonly F[] };
}

export function facetsByFamily<F>(data: FacetCollections<F>): Record<FilterFamily, readonly F[]> {
  return {
    color: data.allColor.nodes,
    edge: data.allEdge.nodes,
    finish: data.allFinish.nodes,
    material: data.allMaterial.nodes,
    style: data.allStyle.nodes,
    type: data.allProductType.nodes,
  };
}
