// The events the app's own scripts send (the calls, events.collect and events.log, are in src/schemas/api.ts).

/** The page view event the shell script sends once per navigation. */
export const PAGE_VIEW_EVENT = 'page_view';
/**
 * A split test's start emits an analytics event with the test and variation ids: recorded
 * by the front server when a visitor's session starts (payload { testId, variationId }).
 */
export const SPLIT_TEST_START_EVENT = 'split_test_start';
