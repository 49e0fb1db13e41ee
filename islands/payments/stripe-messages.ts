/** What the shopper reads around Stripe's Payment Element on /pay/. */
export const STRIPE_MESSAGES = {
  loading: 'Loading the secure payment form…',
  unavailable: 'The secure payment form could not load. Please check your connection and reload the page.',
  failed: 'Oops... looks like something went wrong. Please try again.',
} as const;
