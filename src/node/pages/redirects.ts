// Host redirects for category slug aliases (spec §2: `by-product` reaches `by-products`).
import type { CreatePagesArgs } from 'gatsby';
import { langCodes } from '../../i18n/languages';
import { pathTo } from '../../routes';
import { queryOrPanic } from './query';

export async function createAliasRedirects(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<{ allCategory: { nodes: { jsonId: number; slug: string; aliases: string[] | null }[] } }>(
    args,
    `{ allCategory { nodes { jsonId slug aliases } } }`,
    'category aliases',
  );
  for (const c of data.allCategory.nodes) {
    for (const alias of c.aliases ?? []) {
      for (const lang of langCodes) {
        args.actions.createRedirect({
          fromPath: pathTo(lang, { page: 'category', slug: alias, id: c.jsonId }),
          toPath: pathTo(lang, { page: 'category', slug: c.slug, id: c.jsonId }),
          isPermanent: true,
        });
      }
    }
  }
}
