// Collection files ({ items: [...] }) become one node per entity (src/node/nodes.ts). After a build from another data
// folder (SITE_DATA_DIR, as `npm run bench -- --scale 10` uses), Gatsby deletes the old collection node with its
// children once the new one has made its own: entity ids shared between the two made the next `npm run build` fail
// with "Cannot return null for non-nullable field Product.colorNodes".
import crypto from 'crypto';
import type { CreateNodeArgs, Node } from 'gatsby';
import { onCreateNode } from '../../src/node/nodes';

interface Made {
  nodes: (Node & { jsonId?: unknown })[];
  links: { parent: string; child: string }[];
}

function run(listNode: Node, made: Made) {
  const args = {
    node: listNode,
    actions: {
      createNode: (n: Node) => made.nodes.push(n),
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) =>
        made.links.push({ parent: parent.id, child: child.id }),
      createNodeField: () => undefined,
    },
    createNodeId: (seed: string) => crypto.createHash('md5').update(seed).digest('hex'),
    createContentDigest: (o: unknown) => crypto.createHash('md5').update(JSON.stringify(o)).digest('hex'),
    getNode: () => undefined,
  } as unknown as CreateNodeArgs;
  onCreateNode(args);
}

const colorsList = (id: string) =>
  ({
    id,
    parent: `file ${id}`,
    children: [],
    items: [
      { id: 1, name: { en: 'White' } },
      { id: 4, name: { en: 'Beige' } },
    ],
    internal: { type: 'ColorList', contentDigest: 'x', owner: 'gatsby-transformer-json' },
  }) as unknown as Node;

describe('entities of a collection file', () => {
  it('become one node each, linked to the collection node and findable by their data id', () => {
    const made: Made = { nodes: [], links: [] };
    run(colorsList('list-a'), made);
    expect(made.nodes.map((n) => [n.internal.type, n.jsonId, n.parent])).toEqual([
      ['Color', 1, 'list-a'],
      ['Color', 4, 'list-a'],
    ]);
    expect(made.links).toEqual(made.nodes.map((n) => ({ parent: 'list-a', child: n.id })));
  });

  it('read from another path get node ids of their own, so removing the old collection node cannot remove them', () => {
    const before: Made = { nodes: [], links: [] };
    const after: Made = { nodes: [], links: [] };
    run(colorsList('list-from-bench-copy'), before);
    run(colorsList('list-from-data'), after);
    const oldIds = new Set(before.nodes.map((n) => n.id));
    expect(after.nodes).toHaveLength(2);
    for (const n of after.nodes) expect(oldIds.has(n.id)).toBe(false);
  });

  it('keep their node ids from one build to the next while the file stays where it is', () => {
    const first: Made = { nodes: [], links: [] };
    const second: Made = { nodes: [], links: [] };
    run(colorsList('list-a'), first);
    run(colorsList('list-a'), second);
    expect(second.nodes.map((n) => n.id)).toEqual(first.nodes.map((n) => n.id));
  });
});
