import type { Migration } from 'kysely/migration';
import { foundation } from './0001-foundation.ts';
import { socialPosts } from './0002-social-posts.ts';
import { renderCache } from './0003-render-cache.ts';
import { blogAndHelp } from './0004-blog-and-help.ts';
import { accounts } from './0005-accounts.ts';
import { messages } from './0006-messages.ts';
import { twoFactorPendingPhone } from './0007-two-factor-pending-phone.ts';
import { jobs } from './0008-jobs.ts';
import { renderedPageBuild } from './0009-rendered-page-build.ts';
import { commerce } from './0010-commerce.ts';
import { catalogue } from './0011-catalogue.ts';
import { checkout } from './0012-checkout.ts';
import { orderHistory } from './0014-order-history.ts';
import { storeChecklist } from './0015-store-checklist.ts';
import { pageDrafts } from './0016-page-drafts.ts';
import { affiliates } from './0017-affiliates.ts';
import { mediaLibrary } from './0019-media-library.ts';
import { blankStudios } from './0020-blank-studios.ts';
import { studioDesigns } from './0021-studio-designs.ts';
import { studioUploads } from './0022-studio-uploads.ts';
import { orderItemFiles } from './0023-order-item-files.ts';
import { personalisedPrints } from './0026-personalised-prints.ts';
import { afterSale } from './0027-after-sale.ts';
import { atlasOrderIndexes } from './0031-atlas-order-indexes.ts';
import { atlasStats } from './0034-atlas-stats.ts';
import { notifications } from './0035-notifications.ts';
import { splitTests } from './0036-split-tests.ts';
import { events } from './0037-events.ts';
import { liveChat } from './0039-live-chat.ts';
import { offlineChanges } from './0040-offline-changes.ts';
import { productSearch } from './0042-product-search.ts';
import { rateLimitExpiry } from './0043-rate-limit-expiry.ts';
import { blockPagesEditable } from './0044-block-pages-editable.ts';
import { paymentEvents } from './0045-payment-events.ts';
import { proPlans } from './0046-pro-plans.ts';
import { connectedAccounts } from './0047-connected-accounts.ts';
import { storeTax } from './0048-store-tax.ts';
import { orderTax } from './0052-order-tax.ts';
import { priceMatrix } from './0053-price-matrix.ts';
import { invoices } from './0054-invoices.ts';
import { shippingZones } from './0055-shipping-zones.ts';

/** Every migration in order. Names sort the way they run; never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-social-posts': socialPosts,
  '0003-render-cache': renderCache,
  '0004-blog-and-help': blogAndHelp,
  '0005-accounts': accounts,
  '0006-messages': messages,
  '0007-two-factor-pending-phone': twoFactorPendingPhone,
  '0008-jobs': jobs,
  '0009-rendered-page-build': renderedPageBuild,
  '0010-commerce': commerce,
  '0011-catalogue': catalogue,
  '0012-checkout': checkout,
  '0014-order-history': orderHistory,
  '0015-store-checklist': storeChecklist,
  '0016-page-drafts': pageDrafts,
  '0017-affiliates': affiliates,
  '0019-media-library': mediaLibrary,
  '0020-blank-studios': blankStudios,
  '0021-studio-designs': studioDesigns,
  '0022-studio-uploads': studioUploads,
  '0023-order-item-files': orderItemFiles,
  '0026-personalised-prints': personalisedPrints,
  '0027-after-sale': afterSale,
  '0031-atlas-order-indexes': atlasOrderIndexes,
  '0034-atlas-stats': atlasStats,
  '0035-notifications': notifications,
  '0036-split-tests': splitTests,
  '0037-events': events,
  '0039-live-chat': liveChat,
  '0040-offline-changes': offlineChanges,
  '0042-product-search': productSearch,
  '0043-rate-limit-expiry': rateLimitExpiry,
  '0044-block-pages-editable': blockPagesEditable,
  '0045-payment-events': paymentEvents,
  '0046-pro-plans': proPlans,
  '0047-connected-accounts': connectedAccounts,
  '0048-store-tax': storeTax,
  '0052-order-tax': orderTax,
  '0053-price-matrix': priceMatrix,
  '0054-invoices': invoices,
  '0055-shipping-zones': shippingZones,
};
