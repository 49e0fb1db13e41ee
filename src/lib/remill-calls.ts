// The free return offer's call addresses (POST retex/remill/submit) and the
// texts the popup shows. Browser-safe: the return-offer popup imports this file.

/** POST { email } → { type, message }. */
export const REMILL_SUBMIT_PATH = '/omnis/v3/frontend/retex/remill/submit/';

/** The printable prepaid label; the code in the address is what lets its holder read it. */
export const remillLabelPath = (code: string) => `/omnis/v3/frontend/retex/remill/label/${encodeURIComponent(code)}.pdf`;

/** Staff calls (internal users only). */
export const REMILL_ATLAS_CALLS = {
  /** GET ?status=requested|received&page=N → a page of offers across every store. */
  offers: '/omnis/v3/atlas/remill/offers/',
  /** POST { code } → the offer, received, with its single-use coupon (the same one when sent twice). */
  receive: '/omnis/v3/atlas/remill/receive/',
} as const;

/** The staff screen that receives parcels. */
export const REMILL_ATLAS_PATH = '/atlas/remill/';

export const RETURN_OFFER_MESSAGES = {
  /** What the submit call answers on success (its `message`). */
  success: "Thanks! We've emailed you a free returns label. Print it, stick it on your parcel and drop it off.",
  /** The return offer's failure text. */
  failure: "We're sorry, something went wrong. Please try again later.",
} as const;
