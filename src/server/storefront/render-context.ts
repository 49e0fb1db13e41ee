import type { CurrencyDefinition } from '../../lib/currencies.ts';
import type { ThemeTokens } from '../../../themes/schema.ts';
import type { BlockTypeName } from '../../../blocks/registry.ts';
import type { ResolvedBlock } from './resolve-blocks.ts';

/** What every block renderer may read besides its own block. */
export interface RenderContext {
  currency: CurrencyDefinition;
  /** Editor preview: unpublished blocks are shown faded. */
  preview: boolean;
  /** The theme the page is drawn in (the store's, or a previewed one): blocks that must judge colours read it. */
  theme: ThemeTokens;
  /** The store has favourites switched on: product lists draw a heart on each pod. */
  favourites?: boolean;
}

/** The props of a block type's Block.astro. */
export interface BlockComponentProps<K extends BlockTypeName> {
  block: Extract<ResolvedBlock, { type: K }>;
  context: RenderContext;
  /** Index among the page's top-level blocks; undefined inside containers. The first block may carry the page's <h1>. */
  position?: number | undefined;
}
