// Detail pages: catalogue products, projects and USA stock items, one per entity and language.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages } from '../page-context';
import { queryOrPanic } from './query';
import { rankSimilar } from '../../catalogue/similar';
import { isApplicationKey, surfacesByKey } from '../../data/application';

interface DetailData {
  allProduct: { nodes: { jsonId: number; slug: string; category: number; colors: number[]; areas: number[] }[] };
  allCategory: { nodes: { jsonId: number; application: string | null }[] };
  allProject: { nodes: { jsonId: number; slug: string; photos: { productId: number | null }[] }[] };
  allUsaStockItem: { nodes: { jsonId: number; category: number; edge: number; surface: string }[] };
}

export async function createDetailPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<DetailData>(
    args,
    `{
      allProduct { nodes { jsonId slug category colors areas } }
      allCategory { nodes { jsonId application } }
      allProject { nodes { jsonId slug photos { productId } } }
      allUsaStockItem { nodes { jsonId category edge surface } }
    }`,
    'detail data',
  );
  const candidates = data.allProduct.nodes.map((p) => ({ id: p.jsonId, category: p.category, colors: p.colors, areas: p.areas }));
  const applicationOf = new Map(data.allCategory.nodes.map((c) => [c.jsonId, c.application]));
  for (const p of data.allProduct.nodes) {
    const application = applicationOf.get(p.category);
    createLocalizedPages(args.actions, {
      route: { page: 'product', slug: p.slug, id: p.jsonId },
      template: 'product',
      context: {
        productId: p.jsonId,
        categoryId: p.category,
        // Ranked here (the page query cannot rank); the template keeps this order.
        similarIds: rankSimilar({ id: p.jsonId, category: p.category, colors: p.colors, areas: p.areas }, candidates),
        surfaces: isApplicationKey(application) ? [...surfacesByKey[application]] : [],
      },
    });
  }
  for (const p of data.allProject.nodes) {
    createLocalizedPages(args.actions, {
      route: { page: 'project', slug: p.slug, id: p.jsonId },
      template: 'project',
      context: { projectId: p.jsonId, productIds: p.photos.flatMap((photo) => (photo.productId ? [photo.productId] : [])) },
    });
  }
  for (const item of data.allUsaStockItem.nodes) {
    createLocalizedPages(args.actions, {
      route: { page: 'usaStockItem', id: item.jsonId },
      template: 'usa-stock-item',
      context: { section: 'usa', itemId: item.jsonId, categoryId: item.category, edgeId: item.edge, surface: item.surface },
    });
  }
}
