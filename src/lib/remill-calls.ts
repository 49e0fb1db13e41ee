// The free return offer's staff screen and the texts the popup shows (its calls, remill.*,
// are in src/schemas/api.ts). Browser-safe: the return-offer popup imports this file.

/** The staff screen that receives parcels. */
export const REMILL_ATLAS_PATH = '/atlas/remill/';

export const RETURN_OFFER_MESSAGES = {
  /** What the submit call answers on success (its `message`). */
  success: "Thanks! We've emailed you a free returns label. Print it, stick it on your parcel and drop it off.",
  /** The return offer's failure text. */
  failure: "We're sorry, something went wrong. Please try again later.",
} as const;
