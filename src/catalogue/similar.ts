// "You may be interested in": other products of the same category, those sharing a colour or an area first.

export interface SimilarCandidate {
  id: number;
  category: number;
  colors: readonly number[];
  areas: readonly number[];
}

/** How many similar products a detail page shows. */
export const similarCount = 4;

const shared = (a: readonly number[], b: readonly number[]) => a.filter((x) => b.includes(x)).length;

/**
 * Ranks the other products of the product's category: shared colours count twice a shared area (colour is what a
 * visitor compares first); ties keep the lowest id, so the choice is stable between builds.
 */
export function rankSimilar(
  product: SimilarCandidate,
  all: readonly SimilarCandidate[],
  limit = similarCount,
): number[] {
  return all
    .filter((p) => p.category === product.category && p.id !== product.id)
    .map((p) => ({ id: p.id, score: 2 * shared(product.colors, p.colors) + shared(product.areas, p.areas) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map((p) => p.id);
}
