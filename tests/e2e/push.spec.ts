// Web push: a shopper turns push on, the owner sends from the builder, the server
// signs (VAPID) and encrypts the message for that browser and posts it to the push service,
// and the store's service worker receives it and shows it as a system notification.
//
// The push service here is local (tests/support/push-service.ts; the server's PUSH_SERVICE_URL
// points at it): Chromium's own one is Google's, out of reach from this machine, so the page's
// PushManager answers with a subscription on the local service, whose keys the test holds.
// Everything after that is real: the subscription call, the job queue's VAPID-signed
// aes128gcm request, its decryption with the browser's keys, and the delivery to the worker
// (DevTools' ServiceWorker.deliverPushMessage, what Chromium does with a push it received).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2ePushPort, storeUrl } from '../support/e2e.ts';
import { PUSH_SERVICE_ORIGIN, startPushService, type PushService, type TestSubscription } from '../support/push-service.ts';
import { FULL_CHROMIUM } from '../support/browsers.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

// The notification is shown by the full browser (the headless shell shows none).
test.use({ serviceWorkers: 'allow', launchOptions: FULL_CHROMIUM });

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService({ port: e2ePushPort(), origin: PUSH_SERVICE_ORIGIN });
});
test.afterAll(async () => {
  await service?.close();
});

/** The page's PushManager subscribes on the local push service, remembering the key it was given. */
async function usePushService(page: Page, subscription: TestSubscription): Promise<void> {
  await page.addInitScript((json) => {
    let current: unknown = null;
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: null,
      toJSON: () => json,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as unknown as { subscribedWithKey: string }).subscribedWithKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = made;
      return made as unknown as PushSubscription;
    };
  }, subscription.json);
}

test('a push sent from the builder reaches the service worker as a notification', async ({ ownerPage: owner, signedInPage }) => {
  const origin = storeUrl('demo', '').replace(/\/$/, '');
  const shopper = await signedInPage(DEMO_USERS.shopper, { serviceWorkers: 'allow' });
  const shopperContext = shopper.context();
  await shopperContext.grantPermissions(['notifications'], { origin });
  const subscription = service.subscription();
  await usePushService(shopper, subscription);

  // The signed-in shopper opens their notifications; the store's worker is registered by the shell.
  await shopper.goto(storeUrl('demo', '/account/notifications/'));
  await shopper.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await shopper.locator('.pf-notifications').locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();

  const saved = shopper.waitForResponse(
    (response) => response.url().endsWith('/omnis/v3/notifications/subscriptions/') && response.request().method() === 'POST',
  );
  await shopper.getByRole('button', { name: 'Turn on push notifications' }).click();
  expect((await saved).status()).toBe(201);
  await expect(shopper.getByRole('status')).toHaveText('Push notifications are on in this browser.');

  // DevTools names the worker's registration, which a received push is delivered to.
  const devtools = await shopperContext.newCDPSession(shopper);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  // Its worker's versions as they change (enabling reports the current ones first).
  let workerRunning = false;
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (version.scriptURL.startsWith(origin) && version.status === 'activated') workerRunning = version.runningStatus === 'running';
    }
  });
  await devtools.send('ServiceWorker.enable');

  // The owner sends to the store's push subscribers from the builder.
  await owner.goto(storeUrl('demo', '/marketing-tools/notifications/builder'));
  const form = owner.getByRole('form', { name: 'Notification' });
  await form.locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();
  const title = `New drop ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Fresh prints are in the shop.');
  await form.getByLabel('Link').fill('/search/');
  await form.getByRole('radio', { name: /Push subscribers/ }).check();
  await form.getByRole('button', { name: 'Send now' }).click();
  // Sent once the owner confirms, told how many subscribers it reaches.
  const confirmation = owner.getByRole('dialog', { name: /^Send to [\d,]+ subscribers?\?$/ });
  await confirmation.getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ }).click();
  await expect(confirmation).toBeHidden();

  // The push service got a request it could check and decrypt with this browser's keys.
  const delivery = await service.next();
  expect(delivery.path).toBe(new URL(subscription.json.endpoint).pathname);
  expect(delivery.vapidKey).toBe(await shopper.evaluate(() => (window as unknown as { subscribedWithKey: string }).subscribedWithKey));
  expect(delivery.claims.sub).toMatch(/^(mailto|https):/);
  expect(delivery.ttl).toBeGreaterThan(0);
  const message = JSON.parse(delivery.payload) as { title: string; body: string; href: string };
  expect(message).toMatchObject({ title, body: 'Fresh prints are in the shop.', href: '/search/' });

  // Chromium hands the push to the worker, which shows it. The worker is started first and
  // delivered to once it runs: a push handed to a worker still starting on a busy machine
  // can be dropped by DevTools, which is not what a push service's delivery does.
  await devtools.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
  await expect.poll(() => workerRunning).toBe(true);
  await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: delivery.payload });
  await expect
    .poll(() =>
      shopper.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          href: (shown.data as { href: string }).href,
        })),
      ),
    )
    .toContainEqual({ title, body: 'Fresh prints are in the shop.', href: '/search/' });

  // The shopper's in-app copy is on their notifications page too.
  await shopper.reload();
  await expect(shopper.getByRole('article', { name: title })).toBeVisible();
});
