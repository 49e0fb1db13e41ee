// One Stripe event as Stripe posts it to a webhook endpoint: the JSON body, and its
// Stripe-Signature header made with the official SDK's own test helper.
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';

export const eventId = () => `evt_${randomUUID().replace(/-/g, '')}`;

export interface Delivery {
  id: string;
  payload: { rawBody: string; headers: Headers };
}

/** A signed delivery; `created` (Unix seconds) orders events the way Stripe stamps them. */
export function signedDelivery(secret: string, type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}): Delivery {
  const id = options.id ?? eventId();
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const rawBody = JSON.stringify({ id, object: 'event', type, created, data: { object } }, null, 2);
  return { id, payload: { rawBody, headers: new Headers({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) }) } };
}
