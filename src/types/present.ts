// Unwraps a page query's single node, which Gatsby's generated types make nullable.
/**
 * A page query's single node (the company, the product of a detail page…). Gatsby types every root field as nullable;
 * check:data guarantees these exist, so a missing one fails the build here with its name instead of a TypeError.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined)
    throw new Error(`The page query found no ${what}; npm run check:data names the broken file.`);
  return value;
}
