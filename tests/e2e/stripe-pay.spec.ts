// /pay/ with PAYMENT_PROVIDER=stripe, on a server of its own talking to a local fake of
// Stripe's API. Stripe.js comes from js.stripe.com, which this machine cannot reach: the
// request is held, then failed, so the shopper sees the loading state, then the message that
// the payment form could not load; at no point is there a card field of ours.
import { expect, test, type Route } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { requestStore, storeOrigin } from '../support/http.ts';
import { makeBasket } from '../support/factories/baskets.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { STRIPE_MESSAGES } from '../../islands/payments/stripe-messages.ts';
import { guestCheckoutFields } from '../support/checkout-form.ts';

let fake: FakeStripe;
let server: TestServer;
let connection: Connection;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeStripe();
  server = await startTestServer({
    name: 'e2e-stripe',
    db: 'sqlite',
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
      STRIPE_API_URL: fake.url,
    },
  });
  connection = await openDatabase(server.databaseUrl);
});
test.afterAll(async () => {
  await connection?.db.destroy();
  await server?.stop();
  await fake?.close();
});

/** Places an order over HTTP as a guest and answers its /pay/ address. */
async function placedOrder(): Promise<string> {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division });
  const placed = await requestStore(server.port, 'demo', '/checkout/', {
    method: 'POST',
    body: new URLSearchParams(guestCheckoutFields('stripe-e2e@example.com')),
    headers: { cookie: basket.cookie, origin: storeOrigin('demo', server.port) },
  });
  expect(placed.status).toBe(303);
  return String(placed.headers.location);
}

test('the Payment Element loads Stripe.js on /pay/, and says so plainly when it cannot', async ({ page }) => {
  const payPath = await placedOrder();
  // Held until the loading state is seen; then this try and Stripe.js's own retry both fail.
  const held: Route[] = [];
  let unreachable = false;
  let asked: () => void = () => {};
  const stripeAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('https://js.stripe.com/**', async (route) => {
    if (unreachable) return route.abort('internetdisconnected');
    held.push(route);
    asked();
  });

  await page.goto(`${storeOrigin('demo', server.port)}${payPath}`);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.locator('[data-stripe-state="loading"]')).toHaveText(STRIPE_MESSAGES.loading);
  // The island asked for Stripe.js (the page's CSP let it), and waits for it.
  await stripeAsked;
  expect(new URL(held[0]!.request().url()).origin).toBe('https://js.stripe.com');
  await expect(page.locator('.pay-form input')).toHaveCount(0);

  unreachable = true;
  for (const route of held) await route.abort('internetdisconnected');
  await expect(page.locator('[data-stripe-state="unavailable"]')).toHaveText(STRIPE_MESSAGES.unavailable);
  await expect(page.locator('.pay-form input')).toHaveCount(0);
  // Nothing was paid: the order still waits for its payment.
  const order = await connection.db.selectFrom('orders').select('status').where('uuid', '=', payPath.split('/')[2]!).executeTakeFirstOrThrow();
  expect(order.status).toBe('to_be_paid');
});
