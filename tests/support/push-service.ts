// A local push service (RFC 8030) for tests: the part of a browser vendor's push service the
// server talks to. It plays the browser's side too — it holds each subscription's private key
// (p256dh) and auth secret — so it can check what a real one would (the VAPID JWT signed with
// the key the browser subscribed with, RFC 8292) and decrypt the payload as the browser would
// (aes128gcm, RFC 8291), then hand the plain message to whoever delivers it to a worker.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { decrypt } from 'http_ece';

/** The host subscriptions name: the server signs for it; PUSH_SERVICE_URL sends its requests here. */
export const PUSH_SERVICE_ORIGIN = 'https://push.e2e.printfront.test';

export interface TestSubscription {
  /** What the service answers a push to it: 201 (received), or e.g. 410 (gone) or 500 without reading it. */
  answer: number;
  /** PushSubscription.toJSON() as a browser would give it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
}

export interface PushDelivery {
  path: string;
  /** The key in the request's VAPID header (the server's public key). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  payload: string;
}

export interface PushService {
  /** The origin subscriptions name (the VAPID audience). */
  origin: string;
  subscription(answer?: number): TestSubscription;
  /** Resolves with the next message that passes the checks (a bad one rejects it). */
  next(): Promise<PushDelivery>;
  close(): Promise<void>;
}

/** A browser's side of a subscription, as PushManager makes it: a P-256 key pair and an auth secret. */
export function browserSubscription(endpoint: string, answer = 201): TestSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    answer,
    ecdh,
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } },
  };
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<uncompressed P-256 key>`, the JWT signed by that key. */
function checkVapid(header: string | undefined): { vapidKey: string; claims: PushDelivery['claims'] } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID Authorization header: ${header}`);
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed by its key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('the VAPID JWT is not ES256');
  return { vapidKey, claims: JSON.parse(Buffer.from(body, 'base64url').toString()) as PushDelivery['claims'] };
}

export interface PushServiceOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** The origin in subscriptions' endpoints: PUSH_SERVICE_ORIGIN when the server relays to this one, else this one's own. */
  origin?: string;
}

export async function startPushService(options: PushServiceOptions = {}): Promise<PushService> {
  const subscriptions = new Map<string, TestSubscription>();
  // Set once listening; requests only come after.
  let origin = options.origin ?? '';
  const waiting: { resolve(delivery: PushDelivery): void; reject(error: Error): void }[] = [];
  const arrived: (PushDelivery | Error)[] = [];
  const hand = (outcome: PushDelivery | Error) => {
    const taker = waiting.shift();
    if (!taker) arrived.push(outcome);
    else if (outcome instanceof Error) taker.reject(outcome);
    else taker.resolve(outcome);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', origin).pathname;
      const subscription = subscriptions.get(path);
      // A push service answers 410 for a subscription it no longer knows: the server removes it.
      if (req.method !== 'POST' || !subscription) return void res.writeHead(410).end();
      if (subscription.answer !== 201) return void res.writeHead(subscription.answer).end();
      try {
        const { vapidKey, claims } = checkVapid(req.headers.authorization);
        if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content encoding ${req.headers['content-encoding']}`);
        const payload = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.json.keys.auth,
        }).toString('utf8');
        res.writeHead(201).end();
        hand({ path, vapidKey, claims, ttl: Number(req.headers.ttl), payload });
      } catch (error) {
        res.writeHead(400).end();
        hand(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve));
  origin ||= `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscription(answer = 201) {
      const subscription = browserSubscription(`${origin}/push/${randomBytes(12).toString('base64url')}`, answer);
      subscriptions.set(new URL(subscription.json.endpoint).pathname, subscription);
      return subscription;
    },
    next() {
      const outcome = arrived.shift();
      if (outcome) return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
