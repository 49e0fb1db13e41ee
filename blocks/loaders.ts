import type { StoreScope } from '../src/server/stores/index.ts';
import type { BlockPropsMap, BlockTypeName } from './registry.ts';
import { loadProductList, type ProductListData } from './productList/load.ts';
import { loadFeed, type FeedData } from './feed/load.ts';
import { loadProductMockup, type ProductMockupData } from './productMockup/load.ts';
import { loadHero, type HeroData } from './banner/load.ts';
import { loadBadgeProgress, type BadgeProgressData } from './badgeProgress/load.ts';
import { loadProBenefits, type ProBenefitsData } from './proBenefits/load.ts';
import { loadPriceBreakdown, type PriceBreakdownData } from './priceBreakdown/load.ts';
import { loadProfitPerMonth, type ProfitPerMonthData } from './profitPerMonth/load.ts';
import { loadAffiliateTerms, type AffiliateTermsData } from './affiliateSettings/load.ts';
import { loadAffiliateStats, type AffiliateStatsData } from './affiliateStats/load.ts';
import { loadStudioSuggestion, type StudioSuggestionData } from './studioSuggestion/load.ts';
import { loadCustomisationCatalog, type CustomisationCatalogData } from './customisationCatalog/load.ts';

// Server-side data a block needs before it renders (the renderer stays pure).

export interface BlockDataMap {
  productList: ProductListData;
  feed: FeedData;
  productMockup: ProductMockupData;
  banner: HeroData;
  slide: HeroData;
  badgeProgress: BadgeProgressData;
  proBenefits: ProBenefitsData;
  priceBreakdown: PriceBreakdownData;
  profitPerMonth: ProfitPerMonthData;
  affiliateAttribution: AffiliateTermsData;
  affiliateSettings: AffiliateTermsData;
  affiliateStats: AffiliateStatsData;
  studioSuggestion: StudioSuggestionData;
  customisationCatalog: CustomisationCatalogData;
}

type Loader<K extends keyof BlockDataMap> = (scope: StoreScope, properties: BlockPropsMap[K]) => Promise<BlockDataMap[K]>;

export const BLOCK_LOADERS: { [K in keyof BlockDataMap]: Loader<K> } = {
  productList: loadProductList,
  feed: loadFeed,
  productMockup: loadProductMockup,
  banner: loadHero,
  slide: loadHero,
  badgeProgress: loadBadgeProgress,
  proBenefits: loadProBenefits,
  priceBreakdown: loadPriceBreakdown,
  profitPerMonth: loadProfitPerMonth,
  affiliateAttribution: loadAffiliateTerms,
  affiliateSettings: loadAffiliateTerms,
  affiliateStats: loadAffiliateStats,
  studioSuggestion: loadStudioSuggestion,
  customisationCatalog: loadCustomisationCatalog,
};

/** The data of a block type, or undefined for types that need none. */
export type BlockData<K extends BlockTypeName> = K extends keyof BlockDataMap ? BlockDataMap[K] : undefined;
