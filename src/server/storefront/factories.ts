import type { BlockNode, BlockNodeOf } from '../../schemas/page-document.ts';
import type { StoreScope } from '../stores/index.ts';
import { blockErrors } from '../../../blocks/errors.ts';
import { listProducts } from '../catalogue/index.ts';
import { PRODUCT_SORTS, type ProductSort } from '../../lib/product-sort.ts';
import { productToPod } from '../../../blocks/pod/product-pod.ts';

// A block with an itemFactory generates its items; generated items replace
// the existing ones, keeping only `_shadow_` items, whose properties every generated
// item shares.

type Factory = (scope: StoreScope, source: Record<string, unknown>, shared: Record<string, unknown>) => Promise<BlockNode[]>;

function readSort(value: unknown): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === value);
}

const podProduct: Factory = async (scope, source, shared) => {
  const products = await listProducts(scope, {
    collection: typeof source.collection === 'string' && source.collection ? source.collection : undefined,
    sort: readSort(source.sort),
    limit: typeof source.limit === 'number' ? source.limit : 12,
  });
  return products.map(
    (product, index): BlockNodeOf<'pod'> => ({
      id: `product-${product.id}`,
      type: 'pod',
      order: index,
      size: { w: 12 },
      properties: productToPod(product, shared),
      items: [],
      flags: { deleted: false, reordered: false },
    }),
  );
};

export const FACTORIES: Record<string, Factory> = { 'pod,product': podProduct };

// Which factory filled a node's items, so structured data can list the products. Kept
// beside the nodes rather than on them: the page document's shape stays the spec's.
const generated = new WeakMap<BlockNode, string>();

/** The factory that generated this node's items, if any. */
export function generatedBy(node: BlockNode): string | undefined {
  return generated.get(node);
}

/** Expands every factory in the tree (depth first); unknown or sourceless factories are logged and left alone. */
export async function expandFactories(scope: StoreScope, nodes: BlockNode[], log: (message: string) => void): Promise<BlockNode[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const items = await expandFactories(scope, node.items ?? [], log);
      if (!node.itemFactory) return { ...node, items };
      const factory = FACTORIES[node.itemFactory.type];
      if (!factory) {
        log(`Unknown item factory "${node.itemFactory.type}"`);
        return { ...node, items };
      }
      if (!node.itemFactory.source) {
        log(blockErrors.factoryNoSource().message);
        return { ...node, items };
      }
      const shadows = items.filter((item) => item.type === '_shadow_');
      const shared: Record<string, unknown> = Object.assign({}, ...shadows.map((item) => item.properties));
      const made = await factory(scope, node.itemFactory.source, shared);
      const filled = { ...node, items: [...shadows, ...made] };
      generated.set(filled, node.itemFactory.type);
      return filled;
    }),
  );
}
