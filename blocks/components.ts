import type { BlockTypeName } from './registry.ts';
import type { BlockComponentProps } from '../src/server/storefront/index.ts';
import { BLOCK_RENDERERS } from './components.generated.ts';

/** Types that draw something: hidden types (named _like_this_, such as `_shadow_`) have no renderer. */
export type RenderedBlockType = Exclude<BlockTypeName, `_${string}_`>;

/**
 * A block type's renderer: a component taking that type's resolved block. Each Block.astro
 * declares its Props as BlockComponentProps<its type>, so a component filed under another
 * type, or given another type's block, fails the typecheck (tests/unit/blocks/render-types.test-d.ts).
 */
export type BlockComponent<K extends RenderedBlockType> = (props: BlockComponentProps<K>) => unknown;

// Renderers by block type, each folder's Block.astro (components.generated.ts, written by
// scripts/block-registry.ts): imported by the storefront renderer only (never by the editor or scripts).
export const BLOCK_COMPONENTS: { [K in RenderedBlockType]: BlockComponent<K> } = BLOCK_RENDERERS;

/**
 * The renderer of a block's type. Indexing the mapped type with the block's own type keeps
 * the component and its props paired (TypeScript's correlated union pattern), with no cast.
 */
export function blockComponent<K extends RenderedBlockType>(type: K): BlockComponent<K> {
  return BLOCK_COMPONENTS[type];
}
