// The fulfilment area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export type { StatusChip } from './atlas-orders/list-orders.ts';
export {
  type ActionResult,
  exchangeAtlasOrder,
  moveAtlasOrder,
  refundAtlasOrder,
  reprintAtlasOrder,
  setOrderFactory,
  setOrderPriority,
  type StaffActor,
} from './atlas-orders/order-actions.ts';
export { orderDetail, type OrderDetail } from './atlas-orders/order-detail.ts';
export { type Flash, loadOrderScreen, type OrderScreenView, screenOrderId } from './atlas-orders/order-screen.ts';
export { ordersListCall } from './atlas-orders/orders-call.ts';
export { loadOrdersView, type OrdersView } from './atlas-orders/orders-screen.ts';
export { actingUser } from './factory/acting-user.ts';
export { dispatchOrder } from './factory/dispatch.ts';
export { loadFactoryOrder, loadFactoryView } from './factory/factory-view.ts';
export { storeOriginFor } from './factory/order-origin.ts';
export { markPicked, pickingList } from './factory/picking.ts';
export { printLabels } from './factory/print-labels.ts';
export { reprintLabel } from './factory/reprint.ts';
export { scanCode } from './factory/scan.ts';
export { loadAtlasQuotes } from './quotes/atlas-quotes-screen.ts';
export { createQuote, type QuoteRequester } from './quotes/create-quote.ts';
export { approveMockup, authoriseTerms, givePurchaseOrder, updateQuote } from './quotes/customer-actions.ts';
export { quoteView, requireQuote } from './quotes/find-quote.ts';
export { quoteReceivedEmail, type QuoteReceivedEmailInput } from './quotes/mails/quote-received.ts';
export { quoteRequestStaffEmail, type QuoteRequestStaffEmailInput } from './quotes/mails/quote-request-staff.ts';
export { orderIdParam } from './quotes/order-id-param.ts';
export type { QuoteBody } from './quotes/quote-body.ts';
export type { QuoteFormView } from './quotes/quote-form.ts';
export { type AdvancedQuoteView, type FlowGroup, type GetAQuoteView, loadAdvancedQuotePage, loadGetAQuotePage, type QuotePost } from './quotes/quote-pages.ts';
export { listStaffQuotes, QUOTE_TAB_NAMES, QUOTE_TABS, readTab, type StaffQuotePage } from './quotes/staff-list.ts';
export { answerQuote, moveBespokeOrder, type QuoteStaffActor, sendMockup } from './quotes/staff-quotes.ts';
export { loadRemillScreen, type RemillScreenView } from './remill/atlas-remill-screen.ts';
export { listReturnOffers, offerQuery } from './remill/list-offers.ts';
export { returnOfferLabel } from './remill/offer-label.ts';
export { receiveReturnOffer } from './remill/receive-offer.ts';
export { requestReturnOffer } from './remill/request-offer.ts';
export { shopOriginFrom } from './remill/shop-origin.ts';
export { inspectReturn } from './returns-desk/inspect-return.ts';
export { receiveReturn } from './returns-desk/receive-return.ts';
export { findReturnRow } from './returns-desk/return-rows.ts';
export { isReturnStatus, returnsPage } from './returns-desk/returns-page.ts';
