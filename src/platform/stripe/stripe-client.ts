import Stripe from 'stripe';

/** What the official SDK needs: the secret key and, for a local fake (tests), another API base. */
export interface StripeClientSettings {
  secretKey: string;
  /** Another API base (a local fake in tests): http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

/** The official SDK's client, retrying network failures, pointed at apiUrl through its host/port/protocol options when set. */
export function stripeClient(settings: StripeClientSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}
