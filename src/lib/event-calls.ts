// The events the app's own scripts send (the calls, events.collect and events.log, are in src/schemas/api.ts).

/** The page view event the shell script sends once per navigation. */
export const PAGE_VIEW_EVENT = 'page_view';
/**
 * A split test's start emits an analytics event with the test and variation ids: recorded
 * by the front server when a visitor's session starts (payload { testId, variationId }).
 */
export const SPLIT_TEST_START_EVENT = 'split_test_start';

/** A shopper added a product to the basket (payload { product: its urlName or id, quantity }; from the studio { designId }). */
export const ADD_TO_BASKET_EVENT = 'add_to_basket';
/** A shopper hearted or un-hearted a product (payload { productId, kept }). */
export const FAVOURITE_EVENT = 'favourite';
/** The studio saved a design (payload { designId, created }). */
export const DESIGN_SAVED_EVENT = 'design_saved';
/** An island's script chunk failed to load and reloading did not help (payload { message }). */
export const CHUNK_LOAD_FAILED_EVENT = 'chunk_load_failed';
