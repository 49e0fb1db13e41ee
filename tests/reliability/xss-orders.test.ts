// XSS, the shopper's own words: the classic payloads (xss-check.ts) typed into every
// free-text field of the buying and after-sales journey, through the real calls — the account's
// names (sign-up), a studio design's text, the custom product made from it (name, description,
// personalisation label), the personalised text on the basket line, the checkout's shipping and
// billing addresses (EORI and coupon code too: refused), the name on the card, a new delivery
// address, a return's reason (refused) and a product review — and through the forms that send
// typed values back (the pay form after a declined card, the review form without a rating, the
// checkout after "Update totals"). Then every page, view and mail that echoes them is rendered in
// Chromium: the shopper's checkout (prefilled from the last order), basket, receipt, invoice, order
// history, edit-order/returns/update-address, designs, notifications, the product page with its
// review, the studio with the design reopened; staff's atlas orders list, order, customers list
// and customer; every mail to the shopper and any other carrying a payload. No payload may run, no
// handler fire, no markup get in; each view must show some of the words (the order-history list
// and the notifications page echo none and are counted apart). A field whose call refuses its
// payload (a 422) counts as refused and is sent again without it.
//
// Each round is one shopper's whole journey; field i of round r gets payload (r + i) mod 15, so a
// round puts every payload somewhere and the full run's 15 rounds put each payload in each field.
// Bounded (CI): one round per database.
import type { BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HostSession } from '../support/host-session.ts';
import { recordFigures, scaled } from '../support/reliability.ts';
import { RELIABILITY_DATABASES, startReliabilityServer, type ReliabilityServer } from '../support/reliability-servers.ts';
import type { TestDbKind } from '../support/server.ts';
import type { StoreResponse } from '../support/http.ts';
import { testDocument, tshirtBlank } from '../support/factories/index.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { designShareUrl } from '../../src/lib/studio-links.ts';
import { orderChangePages } from '../../src/lib/order-change-pages.ts';
import type { DesignProduct, SavedDesign } from '../../src/schemas/studio-calls.ts';
import { chromiumForFile, XSS_PAYLOADS, XssRun } from './xss-check.ts';
import { apiPath } from '../../src/schemas/api.ts';

const STAFF = { email: 'staff@printfront.test', password: 'demo-staff-2026' };
const PASSWORD = 'a long pass phrase 42';
const ROUNDS = scaled(1, XSS_PAYLOADS.length);
const key = () => `xss_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;

interface Field {
  call: string;
  /** The body path, as a 422 names it: shippingAddress.name, item.personalization.name… */
  path: string;
  /** What the server keeps (trimmed, cut to the field's length, upper-cased for a ZIP). */
  stored: string;
  refused?: string;
}

/** One shopper's fields: field i of round r gets payload (r + i) mod 15. */
class Words {
  readonly fields: Field[] = [];
  readonly round: number;
  private next = 0;
  constructor(round: number) {
    this.round = round;
  }

  put(call: string, path: string, max: number, store: (value: string) => string = (value) => value.trim()): string {
    const value = XSS_PAYLOADS[(this.round + this.next++) % XSS_PAYLOADS.length]!.slice(0, max);
    this.fields.push({ call, path, stored: store(value) });
    return value;
  }

  /** The words that got in: every field not refused. */
  get accepted(): string[] {
    return this.fields.filter((field) => !field.refused).map((field) => field.stored);
  }
}

function setPath(body: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = body;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
}

/**
 * POSTs `body`; a 422 on fields that hold payloads marks them refused, puts `safe[path]` (or
 * '') in their place and sends again. Anything else is the caller's to judge.
 */
async function send<T>(
  session: HostSession,
  words: Words,
  call: string,
  url: string,
  body: Record<string, unknown>,
  safe: Record<string, string> = {},
): Promise<StoreResponse<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await session.request<T & { errors?: Record<string, string[]> }>(url, { method: 'POST', json: body });
    const errors = response.status === 422 ? response.json?.errors : undefined;
    if (!errors || attempt === 5) return response;
    let changed = false;
    for (const [path, messages] of Object.entries(errors)) {
      const field = words.fields.find((candidate) => candidate.call === call && candidate.path === path && !candidate.refused);
      if (!field) continue;
      field.refused = messages[0] ?? 'refused';
      setPath(body, path, safe[path] ?? '');
      changed = true;
    }
    if (!changed) return response;
  }
}

interface Journey {
  words: Words;
  shopper: HostSession;
  email: string;
  userId: number;
  orderId: number;
  orderHash: string;
  productUrl: string;
  designUuid: string;
  /** Views checked while the journey ran (the pay form after a declined card). */
  during: XssRun;
}

/** Sign-up to review: one shopper's journey through the real calls. */
async function journey(running: ReliabilityServer, run: XssRun, round: number): Promise<Journey> {
  const { db } = running.connection;
  const words = new Words(round);
  const shopper = new HostSession(running.server.port, 'demo');
  const email = `xss-shopper-${round}-${Date.now().toString(36)}@example.com`;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();

  // The account's names. Ten sign-ups an hour per address: the full run's fifteen clear the count.
  await db.deleteFrom('rate_limits').where('key', 'like', 'sign-up:%').execute();
  const signUp = await send(shopper, words, 'sign-up', '/omnis/v3/shop/customer/create/', {
    email,
    password: PASSWORD,
    firstName: words.put('sign-up', 'firstName', 60),
    lastName: words.put('sign-up', 'lastName', 60),
    should_have_store: 0,
    dashboard_access: 0,
  });
  expect(signUp.status, signUp.text).toBe(201);
  const verification = await db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to_address', '=', email)
    .where('template', '=', 'verification')
    .executeTakeFirstOrThrow();
  const link = new URL(/https?:\/\/\S+\/sign-up\/verify\/\S*/.exec(verification.text)![0]);
  const verified = await shopper.request(link.pathname + link.search);
  expect(verified.status, verified.text).toBeLessThan(400);
  const userId = (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  // A studio design with the payload as its text, made into a custom product that buyers personalise.
  const { blank } = await tshirtBlank(db, division.id);
  const colour = blank.options[0]!.colour.name;
  const designDocument = testDocument(blank, colour);
  const layer = designDocument.sides.front[0]!;
  if (layer.type === 'text') layer.text = words.put('design', 'document.sides.front.0.text', 500, (value) => value);
  const design = await send<SavedDesign>(shopper, words, 'design', apiPath('studio.designs'), { document: designDocument });
  expect(design.status, design.text).toBe(201);
  const made = await send<{ product: DesignProduct }>(shopper, words, 'product', apiPath('studio.product', { uuid: design.json.uuid }), {
    name: words.put('product', 'name', 120),
    description: words.put('product', 'description', 5000),
    personalizable: true,
    personalizationTemplate: [{ layerId: layer.id, label: words.put('product', 'personalizationTemplate.0.label', 60), maxLength: 500 }],
  });
  expect(made.status, made.text).toBe(201);
  const product = made.json.product;
  const size = blank.options[0]!.sizes[0]!;
  const addToBasket = async () => {
    const added = await send(shopper, words, 'basket', '/omnis/v3/frontend/product/addItemToCart/', {
      item: {
        productId: product.id,
        productColor: colour,
        productSize: size,
        personalization: { [layer.id]: words.put('basket', `item.personalization.${layer.id}`, 500, (value) => value.replace(/\s+/g, ' ').trim()) },
      },
      name: 'main',
    });
    expect(added.status, added.text).toBe(200);
  };
  await addToBasket();

  // Checkout: both addresses in every free-text field (the EORI and coupon code refuse theirs).
  const address = (call: string, prefix: string, country: string, zip: string | null) => ({
    name: words.put(call, `${prefix}.name`, 120),
    company: words.put(call, `${prefix}.company`, 120),
    street: words.put(call, `${prefix}.street`, 200),
    city: words.put(call, `${prefix}.city`, 100),
    state: words.put(call, `${prefix}.state`, 100),
    country,
    zip: zip ?? words.put(call, `${prefix}.zip`, 20, (value) => value.trim().toUpperCase()),
    eori: words.put(call, `${prefix}.eori`, 17),
  });
  const placed = await send<{ order: { uuid: string } }>(shopper, words, 'checkout', '/omnis/v3/checkout/orders/', {
    email,
    shippingAddress: address('checkout', 'shippingAddress', 'GB', 'SW1A 1AA'),
    billingSameAsShipping: false,
    billingAddress: address('checkout', 'billingAddress', 'US', null),
    shippingMethod: 'standard',
    couponCode: words.put('checkout', 'couponCode', 40),
  });
  expect(placed.status, placed.text).toBe(201);
  const uuid = placed.json.order.uuid;

  // The pay form as the shopper fills it: a declined card sends the page back with the name kept.
  const during = new XssRun(run.browser, running.server.port);
  const context = await during.context(shopper.cookies);
  try {
    const page = await during.page(context, `/pay/${uuid}/ (declined)`);
    await page.goto(during.url(`/pay/${uuid}/`), { waitUntil: 'load' });
    const name = words.put('pay form', 'name', 120);
    await page.fill('input[name="number"]', '4000 0000 0000 0002');
    await page.fill('input[name="expiry"]', '12/39');
    await page.fill('input[name="cvc"]', '123');
    await page.fill('input[name="name"]', name);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.pay-form button[type="submit"]')]);
    await during.check(page, `/pay/${uuid}/ (declined)`, { words: [name.trim()] });
    await page.close();
  } finally {
    await context.close();
  }
  const paid = await send<{ status: string }>(shopper, words, 'pay', '/omnis/v3/payments/pay/', {
    order: uuid,
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    name: words.put('pay', 'name', 120),
    idempotencyKey: key(),
  });
  expect(paid.status, paid.text).toBe(200);
  expect(paid.json.status).toBe('paid');
  const order = await db.selectFrom('orders').select(['id', 'hash', 'version']).where('uuid', '=', uuid).executeTakeFirstOrThrow();

  // After sales: a new delivery address (in the region its delivery was charged for); a return's reason (a list of reasons: refused).
  const moved = await send(shopper, words, 'address', apiPath('orderChanges.address', { hash: order.hash }), {
    version: order.version,
    address: address('address', 'address', 'GB', 'EC1A 1BB'),
  });
  expect(moved.status, moved.text).toBe(200);
  const item = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).orderBy('id').executeTakeFirstOrThrow();
  const returned = await send(shopper, words, 'return', apiPath('orderChanges.returns', { hash: order.hash }), {
    version: order.version,
    itemId: item.id,
    quantity: 1,
    kind: 'return',
    reason: words.put('return', 'reason', 200),
  });
  expect(returned.status, returned.text).toBe(422);

  // The review form as the buyer fills it, sent without a rating: the page comes back (422) with the words kept.
  const reviewForm = `${product.url.replace(/\/$/, '')}/review/`;
  const formContext = await during.context(shopper.cookies);
  try {
    const page = await during.page(formContext, `${reviewForm} (no rating)`);
    await page.goto(during.url(reviewForm), { waitUntil: 'load' });
    const typed = [words.put('review form', 'title', 120), words.put('review form', 'body', 2000)];
    await page.fill('input[name="title"]', typed[0]!);
    await page.fill('textarea[name="body"]', typed[1]!);
    await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="title"]')!.form!.setAttribute('novalidate', ''));
    const [answer] = await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.locator('input[name="title"]').evaluate((input: HTMLInputElement) => input.form!.requestSubmit()),
    ]);
    expect(answer?.status(), 'the form comes back with its message').toBe(422);
    await during.check(page, `${reviewForm} (no rating)`, { words: typed.map((text) => text.trim()) });
    await page.close();
  } finally {
    await formContext.close();
  }
  // A verified buyer's review of the custom product.
  const review = await send(shopper, words, 'review', `/omnis/v3/products/${product.id}/reviews/`, {
    rating: 5,
    title: words.put('review', 'title', 120),
    body: words.put('review', 'body', 2000),
  });
  expect(review.status, review.text).toBe(201);

  // The basket again, for the basket and checkout pages.
  await addToBasket();
  return { words, shopper, email, userId, orderId: order.id, orderHash: order.hash, productUrl: product.url, designUuid: design.json.uuid, during };
}

/** The checkout form as the shopper types into it: "Update totals" sends it back with every value kept. */
async function checkoutEcho(run: XssRun, cookies: ReadonlyMap<string, string>, round: number): Promise<void> {
  const context = await run.context(cookies);
  try {
    const page = await run.page(context, '/checkout/ (update totals)');
    await page.goto(run.url('/checkout/'), { waitUntil: 'load' });
    const typed = await page.evaluate(
      ({ payloads, round }) => {
        const fields = Array.from(
          document.querySelectorAll<HTMLInputElement>(
            'form.checkout-form input[type="text"], form.checkout-form input:not([type]), form.checkout-form input[type="email"]',
          ),
        );
        return fields.map((field, index) => {
          const payload = payloads[(round + index) % payloads.length]!;
          field.value = field.maxLength > 0 ? payload.slice(0, field.maxLength) : payload;
          return field.value.trim();
        });
      },
      { payloads: XSS_PAYLOADS, round },
    );
    expect(typed.length, 'the checkout form has its text fields').toBeGreaterThan(8);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[name="action"][value="update"]')]);
    await run.check(page, '/checkout/ (update totals)', { words: typed });
    await page.close();
  } finally {
    await context.close();
  }
}

/** The studio reopens the design; its text is drawn on a canvas, so the layer is selected: the text panel shows the words. */
async function studioEcho(run: XssRun, context: BrowserContext, uuid: string, words: string[]): Promise<void> {
  const path = designShareUrl(uuid);
  const page = await run.page(context, path);
  try {
    const response = await page.goto(run.url(path), { waitUntil: 'load' });
    if ((response?.status() ?? 0) !== 200) run.findings.push(`${path}: answered ${response?.status()}`);
    await page.locator('.studio-layer-name').first().click({ timeout: 20_000 });
    await run.check(page, path, { words, settleMs: 500 });
  } finally {
    await page.close();
  }
}

/** Every mail to the shoppers, and any other that carries a payload (the store's own notices). */
async function mailsWithPayloads(db: Db, shoppers: string[]): Promise<{ id: number; template: string; html: string }[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'template', 'html'])
    .where((eb) => eb.or([eb('to_address', 'in', shoppers), eb(eb.fn('lower', ['html']), 'like', '%xss%')]))
    .orderBy('id')
    .execute();
}

const browser = chromiumForFile();

// Escaping happens where words are drawn, not where they are kept: the bounded form (CI) runs
// this file on PostgreSQL and xss.test.ts on the other database, so each database is read back
// in CI; the full form runs both files on both.
const DATABASES = scaled<TestDbKind[]>(['postgres'], RELIABILITY_DATABASES);

describe.each(DATABASES)("XSS in the shopper's own words, rendered in Chromium (%s)", (kind) => {
  let running: ReliabilityServer;
  let staff: HostSession;

  beforeAll(async () => {
    running = await startReliabilityServer('xss-orders', kind);
    staff = new HostSession(running.server.port, 'demo');
    await staff.login(STAFF.email, STAFF.password);
  });

  afterAll(async () => {
    await running?.stop();
  });

  test('no payload runs, no handler fires, every view shows the words', async () => {
    const { db } = running.connection;
    const run = new XssRun(browser(), running.server.port);
    const journeys: Journey[] = [];
    for (let round = 0; round < ROUNDS; round += 1) journeys.push(await journey(running, run, round));

    const staffContext = await run.context(staff.cookies);
    const visitor = await run.context();
    let control = { runs: 0, injected: 0 };
    const templates = new Set<string>();
    try {
      for (const [round, { words, shopper, userId, orderId, orderHash, productUrl, designUuid, email }] of journeys.entries()) {
        const said = words.accepted;
        const shopperContext = await run.context(shopper.cookies);
        // The shopper's pages; the order-history list and notifications echo nothing typed (dates, totals; the store's notices).
        const own: [string, string[] | undefined][] = [
          ['/checkout/', said],
          ['/basket/', said],
          [`/receipt/${orderHash}`, said],
          [`/invoice/${orderHash}`, said],
          ['/order-history/', undefined],
          [orderChangePages.editOrder(orderHash), said],
          [orderChangePages.returns(orderHash), said],
          [orderChangePages.updateAddress(orderHash), said],
          ['/account/designs/', said],
          ['/account/notifications/', undefined],
          [productUrl, said],
        ];
        await XssRun.inTurn([
          ...own.map(
            ([path, shown]) =>
              () =>
                run.view(shopperContext, path, { words: shown }),
          ),
          () => studioEcho(run, shopperContext, designUuid, said),
          () => checkoutEcho(run, shopper.cookies, round),
          // Staff: the orders list and the order, the customers list and the customer.
          ...['/atlas/orders/', `/atlas/orders/${orderId}/`, `/atlas/customers/?search=${encodeURIComponent(email)}`, `/atlas/customers/${userId}/`].map(
            (path) => () => run.view(staffContext, path, { status: 200, settleMs: 1_000, words: said }),
          ),
        ]);
        await shopperContext.close();
      }
      // Every mail that carries the words: verification, order confirmation, address change, the store's notices.
      const said = journeys.flatMap((journey) => journey.words.accepted);
      for (const mail of await mailsWithPayloads(
        db,
        journeys.map((journey) => journey.email),
      )) {
        templates.add(mail.template);
        await run.mail(visitor, `mail ${mail.id} (${mail.template})`, mail.html, said);
      }
      control = await run.control(visitor);
    } finally {
      await staffContext.close();
      await visitor.close();
    }

    const fields = journeys.flatMap((journey) => journey.words.fields);
    const refused = fields.filter((field) => field.refused);
    const during = journeys.map((journey) => journey.during);
    const figures = run.figures();
    for (const other of during) {
      run.findings.push(...other.findings);
      for (const [name, value] of Object.entries(other.figures())) figures[name] = (figures[name] ?? 0) + value;
    }
    recordFigures(
      'xss-orders',
      {
        rounds: ROUNDS,
        payloads: XSS_PAYLOADS.length,
        fieldsPerRound: fields.length / ROUNDS,
        payloadFields: fields.length - refused.length,
        fieldsRefused: refused.length,
        refusedFields: [...new Set(refused.map((field) => `${field.call} ${field.path}`))].join(', '),
        ...figures,
        mailTemplates: [...templates].sort().join(', '),
        controlExecutions: control.runs,
        controlInjectedMarkup: control.injected,
      },
      kind,
    );
    if (process.env.XSS_DEBUG) console.log(`refused:\n${refused.map((field) => `${field.call} ${field.path}: ${field.refused}`).join('\n')}`);
    expect(run.findings).toEqual([]);
    expect(figures.executions! + figures.dialogs! + figures.injectedMarkup!).toBe(0);
    expect(figures.mailsRendered, 'the journey sent mails carrying the words').toBeGreaterThanOrEqual(3 * ROUNDS);
    expect(control.runs, 'the unescaped payloads run (the trap works)').toBeGreaterThan(5);
    expect(control.injected, 'the markup scan sees injected markup').toBeGreaterThan(5);
  });
});
