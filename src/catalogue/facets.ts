// The filter facets of a category, grouped by filter family, from the facet collections a query returned
// (used by page creation and by the listing template, which query the same collections).
import type { FilterFamily } from '../routes';

export interface FacetCollections<F> {
  allColor: { nodes: F[] };
  allEdge: { nodes: F[] };
  allFinish: { nodes: F[] };
  allMaterial: { nodes: F[] };
  allStyle: { nodes: F[] };
  allProductType: { nodes: F[] };
}

export function facetsByFamily<F>(data: FacetCollections<F>): Record<FilterFamily, F[]> {
  return {
    color: data.allColor.nodes,
    edge: data.allEdge.nodes,
    finish: data.allFinish.nodes,
    material: data.allMaterial.nodes,
    style: data.allStyle.nodes,
    type: data.allProductType.nodes,
  };
}
