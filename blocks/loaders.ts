import type { StoreScope } from '../src/server/stores/index.ts';
import type { BlockPropsMap, BlockTypeName } from './registry.ts';
import { DATA_LOADERS, LOADERS, type LoadedData } from './loaders.generated.ts';

// Server-side data a block needs before it renders (the renderer stays pure): each folder's
// optional load.ts, its `load` and `Data` (loaders.generated.ts, written by scripts/block-registry.ts).

/** Block type → what its loader returns, for the types that have one. */
export type BlockDataMap = LoadedData;

type Loader<K extends keyof BlockDataMap> = (scope: StoreScope, properties: BlockPropsMap[K]) => Promise<BlockDataMap[K]>;

/** The loaders: each is checked against its type's properties and data here. */
export const BLOCK_LOADERS: { [K in keyof BlockDataMap]: Loader<K> } = LOADERS;

/** The data of a block type, or undefined for types that need none. */
export type BlockData<K extends BlockTypeName> = K extends keyof BlockDataMap ? BlockDataMap[K] : undefined;

/** Loads a block type's data: its own loader, or undefined for a type without one. */
export type DataLoader<K extends BlockTypeName> = (scope: StoreScope, properties: BlockPropsMap[K]) => Promise<BlockData<K>>;

/**
 * Every block type's data loader, keyed by type: indexing it with a block's own type keeps the
 * loader paired with that block's properties and data (the correlated union pattern), with no cast.
 */
export const BLOCK_DATA_LOADERS: { [K in BlockTypeName]: DataLoader<K> } = DATA_LOADERS;
