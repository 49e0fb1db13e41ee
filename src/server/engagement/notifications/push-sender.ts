import webPush from 'web-push';
import type { VapidDetails } from './vapid.ts';

// Sending one web push message (RFC 8030), behind an adapter so delivery can be tested and
// the transport swapped. web-push encrypts the payload for the subscription (aes128gcm,
// RFC 8291) and signs the VAPID Authorization header (RFC 8292); the request itself goes out
// with fetch rather than web-push's own https-only client, which gives a timeout through
// AbortSignal and lets a local endpoint stand in for a push service in tests.

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows (src/lib/notifications/push-handler.ts reads it). */
export interface PushMessage {
  id: string;
  title: string;
  body: string;
  image?: string | null;
  href?: string | null;
  tag?: string | null;
  data?: Record<string, unknown> | null;
}

export type PushOutcome =
  | { status: 'sent' }
  /** 404 or 410: the subscription is gone and is removed. */
  | { status: 'expired' }
  | { status: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  /** Seconds a push service keeps an undelivered message (default one day). */
  ttl?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** A local push service standing in for every real one (config PUSH_SERVICE_URL): the request goes to its origin. */
  serviceUrl?: string | undefined;
}

/** Where the request goes: the subscription's endpoint, or the same path on the stand-in push service. */
export function pushRequestUrl(endpoint: string, serviceUrl: string | undefined): string {
  if (!serviceUrl) return endpoint;
  const target = new URL(endpoint);
  return new URL(`${target.pathname}${target.search}`, serviceUrl).href;
}

/** Push services take at most 4 KB of payload; the body is shortened to fit. */
const MAX_BODY = 1000;

export function webPushSender(vapid: VapidDetails, options: WebPushSenderOptions = {}): PushSender {
  const send = options.fetch ?? fetch;
  const ttl = options.ttl ?? 24 * 60 * 60;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(target, message) {
      const payload = JSON.stringify({ ...message, body: message.body.slice(0, MAX_BODY) });
      const request = webPush.generateRequestDetails(target, payload, { vapidDetails: vapid, TTL: ttl });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      try {
        const response = await send(pushRequestUrl(request.endpoint, options.serviceUrl), {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.ok) return { status: 'sent' };
        if (response.status === 404 || response.status === 410) return { status: 'expired' };
        return { status: 'failed', reason: `push service answered ${response.status}` };
      } catch (error) {
        return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
