// VAPID settings (a real mailto:/https: subject; production without keys has no push) and the
// push sender's reading of push service answers (404/410 expired, others failed).
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ConfigurationError } from '../../../src/platform/config/config.ts';
import { checkVapidSubject, resolveVapid } from '../../../src/server/engagement/notifications/vapid.ts';
import { pushRequestUrl, webPushSender, type PushTarget } from '../../../src/server/engagement/notifications/push-sender.ts';
import type { Db } from '../../../src/platform/db/database.ts';

const noDb = {} as Db;
const keys = webPush.generateVAPIDKeys();
const target: PushTarget = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const message = { id: 'n1', title: 'Hi', body: 'There' };

describe('VAPID settings', () => {
  it('take only a mailto: or https: subject', () => {
    expect(checkVapidSubject('mailto:ops@printfront.dev')).toBe('mailto:ops@printfront.dev');
    expect(checkVapidSubject('https://printfront.dev/contact')).toBe('https://printfront.dev/contact');
    expect(() => checkVapidSubject('http://printfront.dev')).toThrow(ConfigurationError);
    expect(() => checkVapidSubject('ops@printfront.dev')).toThrow(/mailto: or https:/);
  });

  it('use configured keys, need a subject with them, and leave production without keys with no push', async () => {
    expect(await resolveVapid(noDb, { ...keys, subject: 'mailto:ops@printfront.dev', demoMode: false })).toEqual({
      ...keys,
      subject: 'mailto:ops@printfront.dev',
    });
    await expect(resolveVapid(noDb, { ...keys, subject: undefined, demoMode: false })).rejects.toThrow(/VAPID_SUBJECT is not set/);
    expect(await resolveVapid(noDb, { publicKey: undefined, privateKey: undefined, subject: undefined, demoMode: false })).toBeNull();
  });
});

describe('the web push sender', () => {
  const vapid = { ...keys, subject: 'mailto:ops@printfront.dev' };
  const answering = (status: number) => (async () => new Response(null, { status })) as typeof fetch;

  it('reads 201 as sent, 404 and 410 as expired, other answers and network errors as failed', async () => {
    expect(await webPushSender(vapid, { fetch: answering(201) }).send(target, message)).toEqual({ status: 'sent' });
    expect(await webPushSender(vapid, { fetch: answering(410) }).send(target, message)).toEqual({ status: 'expired' });
    expect(await webPushSender(vapid, { fetch: answering(404) }).send(target, message)).toEqual({ status: 'expired' });
    expect(await webPushSender(vapid, { fetch: answering(429) }).send(target, message)).toEqual({ status: 'failed', reason: 'push service answered 429' });
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await webPushSender(vapid, { fetch: offline }).send(target, message)).toEqual({ status: 'failed', reason: 'fetch failed' });
  });

  it('posts an encrypted body with TTL and a VAPID Authorization header', async () => {
    let seen: RequestInit | undefined;
    const capture = (async (_url: string, init: RequestInit) => {
      seen = init;
      return new Response(null, { status: 201 });
    }) as unknown as typeof fetch;
    await webPushSender(vapid, { fetch: capture, ttl: 60 }).send(target, message);
    const headers = seen!.headers as Record<string, string>;
    expect(headers.TTL).toBe('60');
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    expect(headers.Authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${keys.publicKey}$`));
    expect(Buffer.from(seen!.body as Uint8Array).toString()).not.toContain('There');
  });
});

describe('a stand-in push service (PUSH_SERVICE_URL)', () => {
  const vapid = { ...keys, subject: 'mailto:ops@printfront.dev' };

  it("takes the request at the same path while VAPID still signs for the subscription's own push service", async () => {
    let url = '';
    let headers: Record<string, string> = {};
    const capture = (async (to: string, init: RequestInit) => {
      url = to;
      headers = init.headers as Record<string, string>;
      return new Response(null, { status: 201 });
    }) as unknown as typeof fetch;
    await webPushSender(vapid, { fetch: capture, serviceUrl: 'http://127.0.0.1:4999' }).send(
      { ...target, endpoint: 'https://push.example/send/abc?x=1' },
      message,
    );
    expect(url).toBe('http://127.0.0.1:4999/send/abc?x=1');
    const jwt = /^vapid t=([^,]+),/.exec(headers.Authorization!)![1]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: 'https://push.example', sub: 'mailto:ops@printfront.dev' });
    expect(pushRequestUrl('https://push.example/send/abc', undefined)).toBe('https://push.example/send/abc');
  });
});

describe('subscription endpoints', () => {
  it('are named hosts, never addresses or local names', async () => {
    const { isPushServiceHost } = await import('../../../src/schemas/notification.ts');
    expect(isPushServiceHost('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushServiceHost('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
      'not a url',
    ]) {
      expect(isPushServiceHost(endpoint), endpoint).toBe(false);
    }
  });
});
