/** The store's shipping zones, with the preview of a sample basket. */
export const SHIPPING_SETTINGS_PATH = '/dashboard/store/settings/shipping/';
/** One zone's editor: ?zone={id}, or a new zone without it. */
export const ZONE_EDITOR_PATH = '/dashboard/store/settings/shipping/zone/';
