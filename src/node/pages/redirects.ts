// Host redirects (301) to canonical category paths: slug aliases (`by-product` reaches `by-products`) and the
// generic form /product/{any name}/{id}. The host (Netlify, and scripts/serve.ts locally) applies them from `_redirects`;
// an existing page shadows the generic rule, so the canonical path itself is served, not redirected.
import type { CreatePagesArgs } from 'gatsby';
import { langCodes } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { queryOrPanic } from './query';

export async function createAliasRedirects(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<{
    allCategory: { nodes: { jsonId: number; slug: string; aliases: string[] | null }[] };
  }>(args, `{ allCategory { nodes { jsonId slug aliases } } }`, 'category aliases');
  for (const c of data.allCategory.nodes) {
    for (const lang of langCodes) {
      const toPath = pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId });
      for (const alias of c.aliases ?? []) {
        args.actions.createRedirect({
          fromPath: pathTo(lang, { page: 'category', slug: alias, id: c.jsonId }),
          toPath,
          isPermanent: true,
        });
      }
      // `:name` is a one-segment placeholder in the host's rule syntax; listed after the aliases, which are more specific.
      args.actions.createRedirect({
        fromPath: pathTo(lang, { page: 'category', slug: ':name', id: c.jsonId }),
        toPath,
        isPermanent: true,
      });
    }
  }
}
