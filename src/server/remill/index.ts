// The free return offer: shoppers ask for a prepaid label, staff
// receive the parcel, the shopper gets a single-use coupon the checkout accepts once.
export { ReturnOfferInput, ReceiveInput, RETURN_LABEL_CODE } from './offer-input.ts';
export { requestReturnOffer, REMILL_LIMITS, type RequestedOffer } from './request-offer.ts';
export { returnOfferLabel } from './offer-label.ts';
export { receiveReturnOffer, type ReceivedOffer } from './receive-offer.ts';
export { listReturnOffers, offerQuery, OFFER_STATUSES, OFFERS_PER_PAGE, type OfferList, type OfferRow, type OfferStatus } from './list-offers.ts';
export { newRemillCouponCode, REMILL_COUPON, REMILL_COUPON_CODE } from './coupon-code.ts';
export { shopOriginFrom } from './shop-origin.ts';
export { loadRemillScreen, type RemillScreenView, type ReceivedNotice } from './atlas-remill-screen.ts';
