// Detail pages: catalogue products, projects and USA stock items, one per entity and language.
import type { CreatePagesArgs } from 'gatsby';
import { createLocalizedPages, type LocalizedPageSpec } from '../page-context';
import { queryOrPanic } from './query';
import { productCard, productCardFields, type CatalogueProduct } from './product-cards';
import { rankSimilar } from '../../catalogue/similar';
import { isApplicationKey, surfacesByKey } from '../../data/application';
import { layingSizes } from '../../visualizer/sizes';

interface DetailData {
  allProduct: { nodes: (CatalogueProduct & { sizes: { label: string }[] })[] };
  allCategory: { nodes: { jsonId: number; application: string | null }[] };
  allProject: { nodes: { jsonId: number; slug: string; photos: { productId: number | null }[] }[] };
  allUsaStockItem: { nodes: { jsonId: number; category: number; edge: number; surface: string; size: string }[] };
}

export async function createDetailPages(args: CreatePagesArgs): Promise<void> {
  const data = await queryOrPanic<DetailData>(
    args,
    `{
      allProduct(sort: { jsonId: ASC }) { nodes { ${productCardFields} sizes { label } } }
      allCategory { nodes { jsonId application } }
      allProject { nodes { jsonId slug photos { productId } } }
      allUsaStockItem { nodes { jsonId category edge surface size } }
    }`,
    'detail data',
  );
  const productById = new Map(data.allProduct.nodes.map((p) => [p.jsonId, p]));
  const applicationOf = new Map(data.allCategory.nodes.map((c) => [c.jsonId, c.application]));
  // Stones the room visualizer can lay (a stone type and a size it knows): their pages link to it.
  const layable = new Set(
    data.allProduct.nodes
      .filter((p) => {
        const application = applicationOf.get(p.category);
        return (
          isApplicationKey(application) && layingSizes({ kind: 'product', application, sizes: p.sizes }).length > 0
        );
      })
      .map((p) => p.jsonId),
  );
  for (const spec of productPageSpecs(data.allProduct.nodes, applicationOf, layable))
    createLocalizedPages(args.actions, spec);
  for (const p of data.allProject.nodes) {
    createLocalizedPages(args.actions, {
      route: { page: 'project', slug: p.slug, id: p.jsonId },
      template: 'project',
      // Slugs of the products its photos show, for their links (the page queries no product connection).
      context: {
        projectId: p.jsonId,
        products: p.photos.flatMap((photo) => {
          const product = photo.productId ? productById.get(photo.productId) : undefined;
          return product ? [{ id: product.jsonId, slug: product.slug }] : [];
        }),
      },
    });
  }
  for (const item of data.allUsaStockItem.nodes) {
    createLocalizedPages(args.actions, {
      route: { page: 'usaStockItem', id: item.jsonId },
      template: 'usa-stock-item',
      context: {
        section: 'usa',
        itemId: item.jsonId,
        categoryId: item.category,
        edgeId: item.edge,
        surface: item.surface,
        visualizer:
          isApplicationKey(applicationOf.get(item.category)) &&
          layingSizes({ kind: 'usaStock', size: item.size }).length > 0,
      },
    });
  }
}

/** Product detail pages: ids for the page query, and the similar products' cards in the page's language. */
export function productPageSpecs(
  products: readonly CatalogueProduct[],
  applicationOf: ReadonlyMap<number, string | null>,
  /** Products the room visualizer can lay: their pages link to it. */
  layable: ReadonlySet<number> = new Set(),
): LocalizedPageSpec[] {
  const candidates = products.map((p) => ({ id: p.jsonId, category: p.category, colors: p.colors, areas: p.areas }));
  const productById = new Map(products.map((p) => [p.jsonId, p]));
  return products.map((p) => {
    const application = applicationOf.get(p.category);
    // Ranked here (the page query cannot rank); the cards come in the context, so editing a similar product re-renders this page, no other.
    const similar = rankSimilar(
      { id: p.jsonId, category: p.category, colors: p.colors, areas: p.areas },
      candidates,
    ).flatMap((id) => productById.get(id) ?? []);
    return {
      route: { page: 'product', slug: p.slug, id: p.jsonId },
      template: 'product',
      context: {
        productId: p.jsonId,
        categoryId: p.category,
        surfaces: isApplicationKey(application) ? [...surfacesByKey[application]] : [],
        visualizer: layable.has(p.jsonId),
      },
      contextFor: (lang) => ({ similar: similar.map((s) => productCard(s, lang)) }),
    };
  });
}
