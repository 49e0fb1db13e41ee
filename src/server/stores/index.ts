// The stores area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { approveStore, denyStore, openApprovalItem, storeReview } from './approval/approval-items.ts';
export { APPROVAL_FILTERS } from './approval/approval-status.ts';
export { storeListQuery } from './approval/list-query.ts';
export { listStores } from './approval/store-list.ts';
export { loadStoresView, type StoresView } from './approval/stores-screen.ts';
export { underReviewPage, type UnderReviewView } from './approval/under-review-page.ts';
export { CHECKLIST_STEPS, completeChecklistStep, readChecklist, startChecklist } from './checklist/store-checklist.ts';
export { chosenCurrency, CURRENCY_COOKIE } from './chosen-currency.ts';
export { bumpContentVersion, bumpInTransaction } from './content-version.ts';
export { createStore } from './create-store.ts';
export { findDivisionById, findDivisionBySubdomain, findDivisionsByIds, findOpenDivisions } from './divisions.ts';
export { readMainMenu, saveMainMenu } from './main-menu.ts';
export { readPlugins, savePluginSettings, updatePluginSettings } from './plugin-settings.ts';
export { REBUILD_STORE_JOB } from './rebuild-job.ts';
export { hostName, resolveHost } from './resolve-host.ts';
export type { StaffContext, StoreScope } from './scope.ts';
export { addSearchRedirect, listSearchRedirects } from './search-redirects.ts';
export { BADGE_GATES, type BadgeGate, badgeGates, checklistProgress, type ChecklistProgress, readGateFacts } from './settings/badge-gates.ts';
export { saveCustomDomain } from './settings/custom-domain.ts';
export { mayEditStore } from './settings/editor-access.ts';
export { addSearchRedirectItem, listSearchRedirectItems, removeSearchRedirectItem } from './settings/search-redirect-editor.ts';
export { settingsPage, type SettingsPageView } from './settings/settings-page.ts';
export { clearStorePassword, readStoreSettings, saveBrandImages, saveComingSoon, saveSitewideBanner, setStorePassword } from './settings/store-settings.ts';
export { savePaymentProcessor } from './settings/store-settings.ts';
export { loadShell, requestShell, switchableCurrencies } from './shell.ts';
export { storeCurrency } from './store-currency.ts';
export { applyStoreTheme, readStoreTheme, saveStoreTheme } from './store-theme.ts';
export { customFontPath, listCustomFonts, uploadCustomFont, type CustomFont } from './fonts/custom-fonts.ts';
export { customFontDescriptor, fontLibrary, libraryFacePathFor } from './fonts/font-library-view.ts';
export { libraryFontTask } from './fonts/library-font-task.ts';
export { WOFF2_MAX_BYTES } from './fonts/woff2.ts';
