import type { StoreScope } from '../../stores/index.ts';
import type { BlockNode } from '../../../schemas/page-document.ts';
import { findPageByUrl } from './pages.ts';
import { findBlock } from '../../../lib/page-document/index.ts';
import { storeIsOpen } from '../../../platform/pages/cacheability.ts';

// A published page's blocks as JSON, for other pages' blocks to load (asyncItems /
// asyncData): sections an owner keeps once and shows on many pages — a delivery promise,
// a seasonal banner — changed in one place. Only what every visitor of the page sees is
// answered: a page behind a login, a gated store, deleted and unpublished blocks never.

/** What a block loading from this call gets: the blocks, and one block's settings when one is named. */
export interface SharedBlocks {
  items: BlockNode[];
  data?: Record<string, unknown>;
}

function shown(nodes: BlockNode[]): BlockNode[] {
  return nodes.filter((node) => !node.flags.deleted && node.published !== false).map((node) => ({ ...node, items: shown(node.items ?? []) }));
}

/** The blocks of the page at `url` (or of one block of it), or undefined when visitors cannot see them. */
export async function sharedBlocks(scope: StoreScope, url: string, blockId?: string): Promise<SharedBlocks | undefined> {
  const page = await findPageByUrl(scope, url);
  if (!page?.published || page.properties.loginState !== 'everyone' || !storeIsOpen(scope.division)) return undefined;
  const blocks = shown(page.blocks);
  if (blockId === undefined) return { items: blocks };
  const block = findBlock(blocks, blockId)?.node;
  return block && { items: block.items, data: block.properties as Record<string, unknown> };
}
