// Mailing-list subscription (the subscriber offer and the newsletter block): subscribe with double
// opt-in, then verify from the e-mailed link.
export { SubscribeInput, DEFAULT_MAILING_LIST } from './subscribe-input.ts';
export { subscribe, SUBSCRIPTION_LINK_DAYS, RESEND_INTERVAL_MS, type SubscribeOptions, type SubscribeResult } from './subscribe.ts';
export { verifySubscription, type VerificationResult } from './verify.ts';
export { subscribedCookie, SUBSCRIBED_COOKIE, SUBSCRIBE_MESSAGES } from './subscribed-cookie.ts';
export { isSameHostForm } from './same-host-form.ts';
