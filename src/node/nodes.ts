// Splits collection files ({ items: [...] }) into one node per entry, so every entity is queryable by its id, tells
// each Markdown node which collection, entity and language it belongs to (from its place in data/content/), and gives
// each USA stock item its stock computed from its lots (`fields.stock`: sqftAvailable, inStock… as of the day the node
// is made; schema.ts exposes them; the page recomputes them in the browser with src/usa/lots.ts).
import type { CreateNodeArgs, Node } from 'gatsby';
import { collectionFiles, entityFolders, listTypeName } from './json-types';
import { contentLocation } from '../markdown/content';
import { stockOn, warehouseDate, type Lot, type LotPacking } from '../usa/lots';

const itemTypeByListType = new Map(Object.values(collectionFiles).map((type) => [listTypeName(type), type]));

export function onCreateNode({ node, actions, createNodeId, createContentDigest, getNode }: CreateNodeArgs): void {
  if (node.internal.type === 'MarkdownRemark') {
    const file = node.parent
      ? (getNode(node.parent) as (Node & { relativePath?: string; sourceInstanceName?: string }) | undefined)
      : undefined;
    const location =
      file?.sourceInstanceName === 'content' && file.relativePath ? contentLocation(file.relativePath) : null;
    // A misplaced file is reported by the data check (which stops the build first); here it just stays unlinked.
    if (!location) return;
    actions.createNodeField({ node, name: 'collection', value: location.collection });
    actions.createNodeField({ node, name: 'entityId', value: location.entityId });
    actions.createNodeField({ node, name: 'lang', value: location.lang });
    return;
  }
  if (node.internal.type === entityFolders['usa-stock']) {
    const item = node as Node & LotPacking & { lots?: Lot[] };
    actions.createNodeField({ node, name: 'stock', value: stockOn(item.lots ?? [], item, warehouseDate(new Date())) });
    return;
  }
  const itemType = itemTypeByListType.get(node.internal.type);
  if (!itemType) return;
  const items = (node as Node & { items?: Record<string, unknown>[] }).items ?? [];
  for (const item of items) {
    const child = {
      ...item,
      jsonId: item.id,
      // Scoped to the collection node: when the collection file is read from another path (SITE_DATA_DIR changed, as
      // after `npm run bench -- --scale 10`), Gatsby deletes the old collection node and its children after the new
      // ones are made; ids shared between the two would delete the new entities and fail every query that links them.
      id: createNodeId(`${node.id} ${itemType} ${String(item.id)}`),
      parent: node.id,
      children: [],
      internal: { type: itemType, contentDigest: createContentDigest(item) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  }
}
