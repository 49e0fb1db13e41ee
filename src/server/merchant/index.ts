// The merchant area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { analyticsPage } from './analytics/analytics-page.ts';
export type { StoreAnalytics } from './analytics/store-analytics.ts';
export { type CurrentStoreView, dashboardPage, type DashboardPageView } from './dashboard/dashboard-page.ts';
export { magicModelChoices, magicModelPreview, useMagicModel } from './magic-model/magic-model.ts';
export { addMedia, takeUploadSlot, type UploadedFile } from './media-library/add-media.ts';
export { imagesPage, type ImagesPageView } from './media-library/images-page.ts';
export { searchLinkTargets } from './media-library/link-targets.ts';
export { deleteMedia, findMedia, listMedia, mediaItemFromRow } from './media-library/media-items.ts';
export { processMediaTask } from './media-library/process-task.ts';
export { productImages } from './media-library/product-images.ts';
export { menuEditorPage, type MenuPageView } from './menus/menu-page.ts';
export { collectionsScreen } from './owner-collections/collections-screen.ts';
export {
  collectionProductItems,
  createOwnerCollection,
  deleteOwnerCollection,
  listOwnerCollections,
  orderCollection,
  ownerCollection,
  updateOwnerCollection,
} from './owner-collections/owner-collections.ts';
export { setProductsEnabled } from './owner-products/bulk-enable.ts';
export { createOwnerProduct } from './owner-products/create-owner-product.ts';
export { ownerProductItem } from './owner-products/owner-product-item.ts';
export { listOwnerProducts } from './owner-products/owner-product-list.ts';
export { ownerProduct } from './owner-products/owner-product-rows.ts';
export { productEditScreen, productsScreen } from './owner-products/product-screens.ts';
export { updateOwnerProduct } from './owner-products/update-owner-product.ts';
export { pluginPage, type PluginPageView, pluginsListPage, type PluginsListView } from './plugins/plugins-page.ts';
export { connectAction } from './payouts/connect-action.ts';
export { paymentSettingsPage } from './payouts/payment-settings-page.ts';
export type { Connection, PaymentSettingsView } from './payouts/payment-settings-view.ts';
export { CONNECT_PATH, PAYMENT_SETTINGS_PATH } from './payouts/payment-settings-paths.ts';
export { testOnboardingPage, type TestOnboardingView } from './payouts/test-onboarding-page.ts';
export { shippingSettingsPage, type ShippingSettingsView } from './shipping/shipping-settings-page.ts';
export { zoneEditorPage, type ZoneEditorView } from './shipping/zone-editor-page.ts';
export { SHIPPING_SETTINGS_PATH, ZONE_EDITOR_PATH } from './shipping/shipping-paths.ts';
export { approveProduct, awaitingApproval, denyProduct } from './product-approval/approval.ts';
export { themeEditorPage, type ThemeEditorPageView, type ThemePageView, themeSelectorPage } from './themes/pages/theme-pages.ts';
export { TAX_SETTINGS_PATH, taxSettingsPage, type TaxSettingsView } from './tax-settings/tax-settings-page.ts';
export { ordersCsv, taxReportCsv } from './reports/report-files.ts';
export { reportPeriod } from './reports/report-period.ts';
export { reportsPage, type ReportsView } from './reports/reports-page.ts';
export { taxReport } from './reports/tax-report.ts';
