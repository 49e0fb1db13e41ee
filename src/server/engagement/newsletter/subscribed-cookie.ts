import { NEWSLETTER_MESSAGES } from '../../../../blocks/newsletterSubscribe/outcome.ts';

/** The subscriber offer's texts, shared with the newsletter block's script. */
export const SUBSCRIBE_MESSAGES = NEWSLETTER_MESSAGES;

/** Subscribing sets `subscribed` for 365 days, so the offer is not shown again. */
export const SUBSCRIBED_COOKIE = 'subscribed';
const SUBSCRIBED_DAYS = 365;

interface SubscribedCookieOptions {
  path: string;
  maxAge: number;
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
}

/** The cookie's value and options. Scripts read it (the offer popup), so it is not HttpOnly. */
export function subscribedCookie(secure: boolean): { name: string; value: string; options: SubscribedCookieOptions } {
  return {
    name: SUBSCRIBED_COOKIE,
    value: '1',
    options: { path: '/', maxAge: SUBSCRIBED_DAYS * 24 * 60 * 60, sameSite: 'lax', secure, httpOnly: false },
  };
}
