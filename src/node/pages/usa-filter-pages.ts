// Prerendered USA stock filter pages: by area, category, colour, size and mosaic chip size.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import type { Route } from '../../routes';

interface UsaFilterData {
  allUsaStockItem: {
    nodes: { size: string; chipSize: string | null; category: number; colors: number[]; areas: number[] }[];
  };
  allCategory: { nodes: { jsonId: number; slug: string }[] };
  allColor: { nodes: { jsonId: number; slug: string }[] };
  allArea: { nodes: { jsonId: number; slug: string }[] };
}

export async function createUsaFilterPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<UsaFilterData>(
    args,
    `{
      allUsaStockItem { nodes { size chipSize category colors areas } }
      allCategory { nodes { jsonId slug } }
      allColor { nodes { jsonId slug } }
      allArea { nodes { jsonId slug } }
    }`,
    'USA filter data',
  );
  const items = data.allUsaStockItem.nodes;
  const create = (route: Route, filter: Record<string, unknown>, ids: Record<string, unknown>, count: number) =>
    createLocalizedPages(args.actions, {
      route,
      template: 'usa-stock',
      // A filter without stock is kept out of search engines and the sitemap.
      noindex: count === 0,
      context: { section: 'usa', filter, ...ids },
    });

  for (const a of data.allArea.nodes) {
    create(
      { page: 'usaFilter', facet: 'area', id: a.jsonId, slug: a.slug },
      { areas: { eq: a.jsonId } },
      { areaId: a.jsonId },
      items.filter((i) => i.areas.includes(a.jsonId)).length,
    );
  }
  for (const c of data.allCategory.nodes) {
    create(
      { page: 'usaFilter', facet: 'category', slug: c.slug },
      { category: { eq: c.jsonId } },
      { categoryId: c.jsonId },
      items.filter((i) => i.category === c.jsonId).length,
    );
  }
  for (const c of data.allColor.nodes) {
    create(
      { page: 'usaFilter', facet: 'color', slug: c.slug },
      { colors: { eq: c.jsonId } },
      { colorId: c.jsonId },
      items.filter((i) => i.colors.includes(c.jsonId)).length,
    );
  }
  const sizes = [...new Set(data.allUsaStockItem.nodes.map((i) => i.size))].sort();
  for (const size of sizes) {
    create({ page: 'usaFilter', facet: 'size', slug: size }, { size: { eq: size } }, { sizeLabel: size }, 1);
  }
  const chipSizes = [...new Set(data.allUsaStockItem.nodes.flatMap((i) => (i.chipSize ? [i.chipSize] : [])))].sort();
  for (const chip of chipSizes) {
    create({ page: 'usaFilter', facet: 'mosaicSize', slug: chip }, { chipSize: { eq: chip } }, { sizeLabel: chip }, 1);
  }
}
