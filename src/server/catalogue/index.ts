// The catalogue area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { apiCollection, apiProduct, apiSearchItem } from './api-shapes.ts';
export { blankStudioOf, saveBlankStudio } from './blank-studio.ts';
export { insertCollection, insertProduct, setCollectionProducts } from './catalogue-writes.ts';
export { type CollectionPageView, loadCollectionPage } from './collection-page.ts';
export type { CollectionTile } from './collection-tiles.ts';
export { collectionFromRow, listCollections } from './collections.ts';
export { type CreatorPageView, loadCreatorPage } from './creator-page.ts';
export { attachCreator, insertCreator, listCreators } from './creators.ts';
export { requireHostDivision } from './division-param.ts';
export { divisionProducts } from './division-products.ts';
export { fetchBaseProduct, fetchProductsByIds } from './fetch-products.ts';
export { fetchModels } from './models-fetch.ts';
export type { BundlePart } from './product-extras.ts';
export { loadProductPage, type ProductPageView } from './product-page.ts';
export { productPrices, type ProductPrices } from './product-prices.ts';
export type { ProductStudio } from './product-studio.ts';
export { findProductByUrlName, listProducts, MAX_PRODUCTS_PER_PAGE, productFromRow } from './products.ts';
export { loadReviewPage, type ReviewPageView } from './review-page.ts';
export { listProductReviews, REVIEW_MESSAGES, reviewSummaries, submitReview } from './reviews.ts';
export { loadSearchPage, type SearchPageView } from './search-page.ts';
export { MAX_SEARCH_CANDIDATES, rankedSearch, searchTermFrom } from './search.ts';
export { isApproved, SHOPPER_LISTED } from './shopper-listed.ts';
export { insertSizeChart } from './size-charts.ts';
