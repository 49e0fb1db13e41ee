// The commerce area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { affiliatesPage, type AffiliatesPageView } from './affiliates/affiliates-page.ts';
export { affiliateLink, createAffiliate } from './affiliates/affiliates.ts';
export { arriveThroughLink } from './affiliates/arrive.ts';
export { AFFILIATE_COOKIE } from './affiliates/attribution-cookie.ts';
export { seedDemoAffiliates } from './affiliates/demo-programme.ts';
export { type JoinPageView, loadJoinPage } from './affiliates/join-page.ts';
export { type AffiliateSettings, readAffiliateSettings, saveAffiliateSettings } from './affiliates/settings.ts';
export { type AffiliateFigures, affiliateStats, type MonthFigures } from './affiliates/stats.ts';
export { addItem, addItems, assertBasketOpen } from './basket/add.ts';
export { type BasketPageView, loadBasketPage } from './basket/basket-page.ts';
export { basketCounts } from './basket/counts.ts';
export { addDesignToBasket } from './basket/design-basket.ts';
export { type FavouritesPageView, loadFavouritesPage } from './basket/favourites-page.ts';
export { isFormActionPath, isFormContent } from './basket/form-actions.ts';
export { formErrorCode } from './basket/form-errors.ts';
export { listItems } from './basket/items.ts';
export { lineImage, paidPrice } from './basket/lines.ts';
export { mergeVisitorBaskets } from './basket/merge.ts';
export { basketOwner, type BasketOwner, findBasket, VISITOR_COOKIE } from './basket/owner.ts';
export { emailFavouritesForLater, recoverFavourites } from './basket/recovery.ts';
export { removeLine, updateLine } from './basket/writes.ts';
export { type CheckoutView, loadCheckoutPage } from './checkout/checkout-page.ts';
export { placeOrder } from './checkout/place-order.ts';
export { seedCheckout } from './checkout/seed-coupons.ts';
export {
  freeDeliveryFrom,
  freeDeliveryProgress,
  quoteMethods,
  RATE_KINDS,
  type Band,
  type DeliveryMethod,
  type MethodQuote,
  type Rate,
  type RateKind,
  type Zone,
  estimateText,
} from './shipping/rules.ts';
export { deleteZone, readZones, saveZone, shippingZones, type SavedZone } from './shipping/store-zones.ts';
export { validateZone, ZONE_MESSAGES } from './shipping/validate-zone.ts';
export { demoZones, FALLBACK_ZONES } from './shipping/default-zones.ts';
export { basketMeasure, dayOf } from './shipping/checkout-shipping.ts';
export { shareOf, taxIncluded, UK_STANDARD_RATE_BP, vatRateBp } from './tax/vat-rates.ts';
export { TAX_NOTES, type TaxTreatment } from './tax/tax-treatment.ts';
export { readStoreTaxSettings, saveStoreTaxSettings, saveTaxDetails, type StoreTaxSettings } from './tax/store-tax.ts';
export { parseTaxDetails, TAX_SETTINGS_MESSAGES } from './tax/tax-settings-input.ts';
export type { OrderTotals } from './checkout/totals.ts';
export { createChildOrder } from './child-orders/create-child-order.ts';
export { cancelOrder } from './order-changes/cancel-order.ts';
export { changeAddress } from './order-changes/change-address.ts';
export type { ChangeContext } from './order-changes/change-context.ts';
export { changeItem } from './order-changes/change-item.ts';
export {
  type EditOrderView,
  type FindOrderView,
  type LineView,
  orderChangePage,
  type OrderChangePageView,
  type UpdateAddressView,
} from './order-changes/order-change-pages.ts';
export { dayName } from './order-changes/order-rules.ts';
export { removeItem } from './order-changes/remove-item.ts';
export { requestReturn } from './order-changes/request-return.ts';
export { returnLabelPdf } from './order-changes/return-label-pdf.ts';
export { returnLabelResponse } from './order-changes/return-label-response.ts';
export { ORDER_HASH_BYTES } from './orders/create-order.ts';
export { newLabelCode } from './orders/label-codes.ts';
export { sendToFactory } from './orders/mark-paid.ts';
export { type MovedOrder, moveOrder } from './orders/move-order.ts';
export { logOrderChange } from './orders/order-change-log.ts';
export { sendOrderChangeMail } from './orders/order-change-mail.ts';
export { orderMailTask } from './orders/order-mail.ts';
export { duplicatePaymentRefundTask } from './payments/duplicate-refund.ts';
export { orderReceiptEmail, type OrderReceiptEmailInput } from './orders/order-receipt-template.ts';
export { type BespokeUpdate, bespokeUpdateEmail, type BespokeUpdateEmailInput, mailBespokeUpdate } from './payments/bespoke-update-mail.ts';
export { loadPayPage, type PayView } from './payments/pay-page.ts';
export { loadPayCompletePage, type PayCompleteView } from './payments/pay-complete-page.ts';
export { CARD_FIELDS_REFUSED, takesCardsInBrowser } from './payments/provider.ts';
export type { PaymentProvider } from './payments/provider.ts';
export { payOrder } from './payments/pay.ts';
export { WebhookSignatureError } from './payments/provider.ts';
export { paymentProvider } from './payments/providers.ts';
export { TEST_CARDS } from './payments/test-processor.ts';
export { handlePaymentWebhook } from './payments/webhook.ts';
export { completeTestOnboarding, connectProvider, onboardingLocation, refreshConnectedAccount } from './payments/connect-onboarding.ts';
export { findConnectedAccount, type ConnectedAccount } from './payments/connected-accounts.ts';
export { requirementList } from './payments/requirement-words.ts';
export { TEST_ONBOARDING_PATH } from './payments/test-processor.ts';
export { isHashShaped } from './receipts/hashes.ts';
export { invoicePage, invoicePdf, type InvoiceView } from './receipts/invoice-page.ts';
export { creditNotePage, creditNotePdf, type CreditNoteView } from './receipts/credit-note-page.ts';
export { rateText } from './receipts/rate-summary.ts';
export { taxLines } from './receipts/tax-lines.ts';
export { optionText, partText } from './receipts/invoice.ts';
export { addressLines, type OrderAddress, readOrderAddress } from './receipts/order-address.ts';
export { orderHistoryPage, type OrderHistoryView, ownOrderHistory } from './receipts/order-history-page.ts';
export { receiptPage, type ReceiptView } from './receipts/receipt-page.ts';
export { saveInvoiceSeller } from './receipts/seller.ts';
export { refundableAmount, refundOrder, type RefundRecord } from './refunds/refund-order.ts';
