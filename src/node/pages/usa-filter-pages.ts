// Prerendered USA stock filter pages of spec §2: by area, category, colour, size and mosaic chip size.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import type { Route } from '../../routes';

interface UsaFilterData {
  allUsaStockItem: { nodes: { size: string; chipSize: string | null }[] };
  allCategory: { nodes: { jsonId: number; slug: string }[] };
  allColor: { nodes: { jsonId: number; slug: string }[] };
  allArea: { nodes: { jsonId: number; slug: string }[] };
}

export async function createUsaFilterPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<UsaFilterData>(
    args,
    `{
      allUsaStockItem { nodes { size chipSize } }
      allCategory { nodes { jsonId slug } }
      allColor { nodes { jsonId slug } }
      allArea { nodes { jsonId slug } }
    }`,
    'USA filter data',
  );
  const create = (route: Route, filter: Record<string, unknown>, ids: Record<string, unknown>) =>
    createLocalizedPages(args.actions, {
      route,
      template: 'usa-stock',
      context: { section: 'usa', filter, ...ids },
    });

  for (const a of data.allArea.nodes) {
    create({ page: 'usaFilter', facet: 'area', id: a.jsonId, slug: a.slug }, { areas: { eq: a.jsonId } }, { areaId: a.jsonId });
  }
  for (const c of data.allCategory.nodes) {
    create({ page: 'usaFilter', facet: 'category', slug: c.slug }, { category: { eq: c.jsonId } }, { categoryId: c.jsonId });
  }
  for (const c of data.allColor.nodes) {
    create({ page: 'usaFilter', facet: 'color', slug: c.slug }, { colors: { eq: c.jsonId } }, { colorId: c.jsonId });
  }
  const sizes = [...new Set(data.allUsaStockItem.nodes.map((i) => i.size))].sort();
  for (const size of sizes) {
    create({ page: 'usaFilter', facet: 'size', slug: size }, { size: { eq: size } }, { sizeLabel: size });
  }
  const chipSizes = [...new Set(data.allUsaStockItem.nodes.flatMap((i) => (i.chipSize ? [i.chipSize] : [])))].sort();
  for (const chip of chipSizes) {
    create({ page: 'usaFilter', facet: 'mosaicSize', slug: chip }, { chipSize: { eq: chip } }, { sizeLabel: chip });
  }
}
