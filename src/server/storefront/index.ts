// The storefront area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { blockConditions } from './conditions.ts';
export { storeCoreData } from './core-data.ts';
export { countdownPage } from './countdown-page.ts';
export { notFoundPage } from './not-found-page.ts';
export { publicPaths } from './public-paths.ts';
export { ICON_FILES, storeIcon } from './pwa/icons.ts';
export { IDEMPOTENCY_HEADER, onceByKey } from './pwa/idempotency.ts';
export { storeManifest } from './pwa/manifest.ts';
export { loadOfflinePage } from './pwa/offline-page.ts';
export { pruneOfflineKeysTask, schedulePruning } from './pwa/prune-keys-task.ts';
export { storeColours } from './pwa/store-colours.ts';
export { rebuildStoreTask } from './rebuild-task.ts';
export { rebuildStore, type RenderPath } from './rebuild.ts';
export type { BlockComponentProps, RenderContext } from './render-context.ts';
export { anyLoadFailed, type ResolvedBlock, resolvePageBlocks } from './resolve-blocks.ts';
export { sitemapSections, type SitemapSections } from './sitemap/sitemap-entries.ts';
export { loadSitemapPage } from './sitemap/sitemap-page.ts';
export { robotsTxt, sitemapXml } from './sitemap/sitemap-xml.ts';
export { crawlerResponse } from './sitemap/text-response.ts';
export { loadStorePage, type StorePageView } from './store-page.ts';
