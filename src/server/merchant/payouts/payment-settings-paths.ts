/** The store's payment settings screen and its actions. */
export const PAYMENT_SETTINGS_PATH = '/dashboard/store/settings/payments/';
/** "Connect with Stripe": POSTed by the button, and Stripe's refresh_url (GET) when a link expired. */
export const CONNECT_PATH = '/dashboard/store/settings/payments/connect/';
/** Stripe's return_url: the settings screen, which reads the account afresh. */
export const RETURN_PATH = `${PAYMENT_SETTINGS_PATH}?connect=return`;
