/**
 * Server-to-server calls that carry no cookies and so no XSRF token: each proves itself by
 * a signature over its raw body instead (Stripe's webhook), checked by its route.
 */
export const SIGNED_CALLS: ReadonlySet<string> = new Set(['/omnis/v3/payments/stripe/webhook/']);

/** The path with or without its trailing slash. */
export function isSignedCall(pathname: string): boolean {
  return SIGNED_CALLS.has(pathname.endsWith('/') ? pathname : `${pathname}/`);
}
