// The event call addresses.

/** One event or a few, with no credentials (the shell script's page views, beacons on unload). */
export const EVENT_COLLECTOR_PATH = '/event-collector/';
/** A list of named events from the app's own scripts (credentials and X-XSRF-TOKEN). */
export const LOG_EVENT_PATH = '/omnis/v3/events/logEvent/';
/** The page view event the shell script sends once per navigation. */
export const PAGE_VIEW_EVENT = 'page_view';
/**
 * A split test's start emits an analytics event with the test and variation ids: recorded
 * by the front server when a visitor's session starts (payload { testId, variationId }).
 */
export const SPLIT_TEST_START_EVENT = 'split_test_start';
