// Catalogue product rules that depend on its category.

export interface Variation {
  var_1: string;
  var_2: string;
}

/** Category 2 (travertine) shows var_2; categories 1, 3–8 and 11 (and any other) show var_1. */
export function variationFor(categoryId: number, variation: Variation): string {
  return categoryId === 2 ? variation.var_2 : variation.var_1;
}
