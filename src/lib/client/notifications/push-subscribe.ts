import { call } from '../api.ts';
import type { BodyOf } from '../../../schemas/api.ts';

// Turning web push on in this browser: the service worker's PushManager
// subscribes with the store's VAPID key and the subscription is sent to
// POST /omnis/v3/notifications/subscriptions/. A failure logs
// 'Unable to create push subscription for user'; no push support shows a notice.

export const PUSH_SUBSCRIPTION_FAILED = 'Unable to create push subscription for user';

export type PushSetup = 'subscribed' | 'not-supported' | 'denied' | 'failed';

/** Push needs a service worker, the Push API and notifications permission. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Subscribes this browser. Needs the store's service worker registered (the offline part
 * registers it; without one this browser cannot receive pushes here: 'not-supported').
 */
export async function subscribeToPush(extras: Record<string, unknown> = {}): Promise<PushSetup> {
  if (!pushSupported()) return 'not-supported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'not-supported';
  try {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const { applicationServerKey } = await call('notifications.pushKey');
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(applicationServerKey) }));
    // The browser's JSON of a subscription carries its endpoint and keys (the API checks them).
    const json = subscription.toJSON() as BodyOf<'notifications.subscribe'>['subscription'];
    await call('notifications.subscribe', { subscription: json, extras: { ...extras, userAgent: navigator.userAgent } });
    return 'subscribed';
  } catch (error) {
    console.error(PUSH_SUBSCRIPTION_FAILED, error);
    return 'failed';
  }
}
