// Splits collection files ({ items: [...] }) into one node per entry, so every entity is queryable by its id.
import type { CreateNodeArgs, Node } from 'gatsby';
import { collectionFiles, listTypeName } from './json-types';

const itemTypeByListType = new Map(Object.values(collectionFiles).map((type) => [listTypeName(type), type]));

export function onCreateNode({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  const itemType = itemTypeByListType.get(node.internal.type);
  if (!itemType) return;
  const items = (node as Node & { items?: Record<string, unknown>[] }).items ?? [];
  for (const item of items) {
    const child = {
      ...item,
      jsonId: item.id,
      id: createNodeId(`${itemType} ${String(item.id)}`),
      parent: node.id,
      children: [],
      internal: { type: itemType, contentDigest: createContentDigest(item) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  }
}
