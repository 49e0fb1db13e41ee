// Policy pages: /terms-of-use/, /terms-of-sale/, /use-of-cookies-and-disclaimer/ and
// /privacy-policy/ are the platform's terms as the seller of record. They are reachable only
// when the store's payment processor type is not direct; a direct store sells under its own
// terms, so these routes are removed and the visitor stays on the same path, which then
// answers as any path without a page does (the not-found page), and the footer drops the links.

export const POLICY_PATHS = ['/terms-of-use/', '/terms-of-sale/', '/use-of-cookies-and-disclaimer/', '/privacy-policy/'] as const;

export type PaymentProcessorType = 'teemill' | 'direct';

/** Does a store with this payment processor show the platform's policy pages? */
export function policiesAvailable(type: PaymentProcessorType): boolean {
  return type !== 'direct';
}

/** Is `path` (normalised, with its trailing slash) a policy route this store has removed? */
export function isRemovedPolicyPath(path: string, type: PaymentProcessorType): boolean {
  return !policiesAvailable(type) && (POLICY_PATHS as readonly string[]).includes(path);
}
