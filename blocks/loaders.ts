import type { StoreScope } from '../src/server/stores/scope.ts';
import type { BlockPropsMap, BlockTypeName } from './registry.ts';
import { loadProductList, type ProductListData } from './productList/load.ts';
import { loadFeed, type FeedData } from './feed/load.ts';
import { loadProductMockup, type ProductMockupData } from './productMockup/load.ts';
import { loadHero, type HeroData } from './banner/load.ts';

// Server-side data a block needs before it renders (the renderer stays pure).

export interface BlockDataMap {
  productList: ProductListData;
  feed: FeedData;
  productMockup: ProductMockupData;
  banner: HeroData;
  slide: HeroData;
}

type Loader<K extends keyof BlockDataMap> = (scope: StoreScope, properties: BlockPropsMap[K]) => Promise<BlockDataMap[K]>;

export const BLOCK_LOADERS: { [K in keyof BlockDataMap]: Loader<K> } = {
  productList: loadProductList,
  feed: loadFeed,
  productMockup: loadProductMockup,
  banner: loadHero,
  slide: loadHero,
};

/** The data of a block type, or undefined for types that need none. */
export type BlockData<K extends BlockTypeName> = K extends keyof BlockDataMap ? BlockDataMap[K] : undefined;
