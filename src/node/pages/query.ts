// Runs a build-time GraphQL query and stops the build with a clear message when it fails.
import type { CreatePagesArgs } from 'gatsby';

export async function queryOrPanic<T>({ graphql, reporter }: CreatePagesArgs, query: string, what: string): Promise<T> {
  const result = await graphql<T>(query);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load ${what} for page creation`, result.errors);
    throw new Error(`Could not load ${what}`);
  }
  return result.data;
}
