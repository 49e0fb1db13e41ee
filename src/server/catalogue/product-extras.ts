import type { StoreScope } from '../stores/index.ts';
import type { Creator } from '../../schemas/creator.ts';
import type { Product } from '../../schemas/product.ts';
import type { Review, ReviewSummary } from '../../schemas/review.ts';
import type { SizeChart } from '../../schemas/size-chart.ts';
import { findCreatorById } from './creators.ts';
import { findSizeChart } from './size-charts.ts';
import { fetchProductsByIds } from './fetch-products.ts';
import { crossSellProducts } from './cross-sell.ts';
import { listProductReviews, reviewSummaries } from './reviews.ts';

export interface BundlePart {
  product: Product;
  quantity: number;
}

/** What a product page shows beyond the product itself. */
export interface ProductExtras {
  creator: Creator | undefined;
  sizeChart: SizeChart | undefined;
  /** The bundle's products (of this store only), in the bundle's order. */
  bundle: BundlePart[];
  crossSell: Product[];
  reviews: Review[];
  reviewSummary: ReviewSummary;
}

export async function loadProductExtras(scope: StoreScope, product: Product, shown: ReadonlySet<number>): Promise<ProductExtras> {
  const [creator, sizeChart, bundleProducts, crossSell, reviews, summaries] = await Promise.all([
    product.creatorId === null ? undefined : findCreatorById(scope, product.creatorId),
    product.sizeChartId === null ? undefined : findSizeChart(scope, product.sizeChartId),
    product.isBundle
      ? fetchProductsByIds(
          scope,
          product.bundleItems.map((item) => item.productId),
        )
      : [],
    crossSellProducts(scope, product, shown),
    listProductReviews(scope, product.id),
    reviewSummaries(scope, [product.id]),
  ]);
  const byId = new Map(bundleProducts.map((part) => [part.id, part]));
  const bundle = product.bundleItems.flatMap((item) => {
    const part = byId.get(item.productId);
    return part ? [{ product: part, quantity: item.quantity }] : [];
  });
  return { creator, sizeChart, bundle, crossSell, reviews, reviewSummary: summaries.get(product.id) ?? { count: 0, average: null } };
}
