// A local fake of the parts of Stripe's API the Stripe provider calls (PaymentIntents create,
// confirm, capture, cancel, retrieve; refunds; Checkout and Billing portal sessions for Pro), reached through the SDK's host/port/protocol
// options. Like Stripe it replays the stored answer of a repeated Idempotency-Key, declines
// the documented test PaymentMethods, and counts the charges it took. It records each
// creation's parameters, and `payInBrowser` plays what Stripe.js's confirmation would leave.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { StripePaymentProvider } from '../../src/server/commerce/payments/stripe-provider.ts';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: { message: string; code: string; decline_code?: string } | null;
  client_secret: string;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  /** The card a browser confirmation used (brand, last4): answered when payment_method is expanded. */
  card?: { brand: string; last4: string };
}

/** A PaymentIntent creation as received: its form fields and Idempotency-Key. */
export interface FakeCreation {
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  account: string | undefined;
  /** The platform's application_fee_amount (a direct charge on a connected account), when asked. */
  applicationFee: number | undefined;
}

/** A connected account (Connect) as the fake keeps it. */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

/** What a new Standard account still needs before it can take charges, as Stripe names it. */
export const NEW_ACCOUNT_REQUIREMENTS = ['business_type', 'external_account', 'tos_acceptance.date', 'individual.verification.document'];

/** What a shopper's confirmation in Stripe.js can leave an intent as. */
export type BrowserOutcome = 'succeeded' | 'processing' | 'declined' | 'insufficient_funds' | 'canceled';

const DECLINES: Record<string, { message: string; decline_code: string }> = {
  pm_card_chargeDeclined: { message: 'Your card was declined.', decline_code: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds' },
};

export interface FakeStripe {
  url: string;
  intents: Map<string, Intent>;
  /** Successful charges taken (confirmations that succeeded, not replays). */
  charges: number;
  /** Requests received, as "METHOD path". */
  requests: string[];
  /** The Stripe-Account headers seen (direct stores' accounts). */
  accounts: string[];
  /** Refunds made (not replays of one by its idempotency key). */
  refunds: {
    id: string;
    paymentIntent: string;
    amount: number;
    metadata?: Record<string, string>;
    idempotencyKey?: string | undefined;
    account?: string | undefined;
    refundApplicationFee?: boolean | undefined;
  }[];
  /** Connected accounts opened (POST /v1/accounts; replays of one by its key are not counted twice). */
  connectedAccounts: Map<string, FakeAccount>;
  /** Account links made (POST /v1/account_links), as received. */
  accountLinks: { account: string; type: string; refreshUrl: string; returnUrl: string; url: string }[];
  /** Leaves the account as finishing Stripe's onboarding would: charges and payouts enabled, nothing due. */
  finishOnboarding(id: string): FakeAccount;
  /** While true, opening an account is refused as Stripe refuses a platform not set up for Connect. */
  refuseAccounts: boolean;
  /** Every PaymentIntent creation that reached the handler (replays are not counted). */
  creations: FakeCreation[];
  /** Checkout Sessions and Billing portal sessions created (Pro plans), as their form fields. */
  checkoutSessions: Record<string, string>[];
  portalSessions: Record<string, string>[];
  /** Leaves the intent as the shopper's confirmation in Stripe.js would (the test's browser). */
  payInBrowser(id: string, outcome: BrowserOutcome): void;
  close(): Promise<void>;
}

/** Stripe sends form-encoded bodies with bracketed keys: metadata[order]=… */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const replays = new Map<string, { status: number; body: string }>();
  let counter = 0;
  // Stripe's ids are unique across its whole API; each fake's are too, so test files sharing a
  // database (each with its own fake) never name one another's PaymentIntents.
  const tag = randomBytes(4).toString('hex');
  const state: FakeStripe = {
    url: '',
    intents,
    charges: 0,
    requests: [],
    accounts: [],
    refunds: [],
    creations: [],
    checkoutSessions: [],
    portalSessions: [],
    connectedAccounts: new Map(),
    accountLinks: [],
    refuseAccounts: false,
    finishOnboarding(id) {
      const account = state.connectedAccounts.get(id);
      if (!account) throw new Error(`No such account: ${id}`);
      Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
      account.requirements = { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null };
      return account;
    },
    payInBrowser(id, outcome) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      intent.payment_method = `pm_fake${tag}_${++counter}`;
      if (outcome === 'succeeded' || outcome === 'processing') {
        intent.card = { brand: 'visa', last4: '4242' };
        intent.status = outcome;
        intent.last_payment_error = null;
        if (outcome === 'succeeded') {
          intent.amount_received = intent.amount;
          state.charges += 1;
        }
      } else if (outcome === 'canceled') intent.status = 'canceled';
      else {
        const decline = DECLINES[outcome === 'declined' ? 'pm_card_chargeDeclined' : 'pm_card_chargeDeclinedInsufficientFunds']!;
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'card_declined', ...decline };
      }
    },
    close: async () => {},
  };

  /** An intent as Stripe answers it: payment_method expanded to an object when asked. */
  const answer = (intent: Intent, expand: boolean) => {
    const { card, ...shown } = intent;
    if (!expand || !shown.payment_method) return shown;
    return { ...shown, payment_method: { id: shown.payment_method, object: 'payment_method', type: 'card', card: card ?? null } };
  };

  const handle = (method: string, path: string, form: Record<string, string>, expand: boolean): { status: number; body: unknown } => {
    const create = method === 'POST' && path === '/v1/payment_intents';
    if (create) {
      counter += 1;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const id = `pi_fake${tag}_${counter}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency ?? 'gbp',
        status: 'requires_payment_method',
        metadata,
        payment_method: null,
        last_payment_error: null,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        automatic_payment_methods: form['automatic_payment_methods[enabled]'] ? { enabled: form['automatic_payment_methods[enabled]'] === 'true' } : null,
        livemode: false,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: answer(intent, false) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (match && !intent)
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` } } };
    if (intent && method === 'GET' && !match![2]) return { status: 200, body: answer(intent, expand) };
    if (intent && match![2] === 'confirm') {
      const paymentMethod = form.payment_method ?? '';
      intent.payment_method = paymentMethod;
      const decline = DECLINES[paymentMethod];
      if (decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'card_declined', ...decline };
        return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', ...decline, payment_intent: intent } } };
      }
      if (intent.status === 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } },
        };
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      state.charges += 1;
      return { status: 200, body: intent };
    }
    if (intent && match![2] === 'capture') return { status: 200, body: intent };
    if (intent && match![2] === 'cancel') {
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refunded = intents.get(form.payment_intent ?? '');
      if (!refunded) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      const refund = {
        id: `re_fake${tag}_${++counter}`,
        paymentIntent: refunded.id,
        amount: Number(form.amount ?? refunded.amount),
        ...(form['metadata[refund]'] ? { metadata: { refund: form['metadata[refund]'] } } : {}),
      };
      state.refunds.push(refund);
      return { status: 200, body: { id: refund.id, object: 'refund', amount: refund.amount, payment_intent: refund.paymentIntent, status: 'succeeded' } };
    }
    // Pro plans: a Checkout Session in subscription mode, and a Billing portal session.
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.mode !== 'subscription' && form.mode !== 'payment')
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Missing required param: mode.' } } };
      state.checkoutSessions.push(form);
      const id = `cs_test_fake${tag}_${++counter}`;
      return { status: 200, body: { id, object: 'checkout.session', mode: form.mode, url: `https://checkout.stripe.com/c/pay/${id}`, livemode: false } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Missing required param: customer.' } } };
      state.portalSessions.push(form);
      const id = `bps_fake${tag}_${++counter}`;
      return { status: 200, body: { id, object: 'billing_portal.session', customer: form.customer, url: `https://billing.stripe.com/p/session/${id}` } };
    }
    const connect = handleConnect(method, path, form);
    if (connect) return connect;
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  };

  /** Connect: accounts opened for stores, read back, and onboarding links. */
  const handleConnect = (method: string, path: string, form: Record<string, string>): { status: number; body: unknown } | undefined => {
    if (method === 'POST' && path === '/v1/accounts' && state.refuseAccounts)
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'You can only create new accounts if you have signed up for Connect.' } },
      };
    if (method === 'POST' && path === '/v1/accounts') {
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const account: FakeAccount = {
        id: `acct_fake${tag}_${++counter}`,
        object: 'account',
        type: form.type ?? 'standard',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: [...NEW_ACCOUNT_REQUIREMENTS],
          eventually_due: [...NEW_ACCOUNT_REQUIREMENTS],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
        metadata,
      };
      state.connectedAccounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (accountMatch && method === 'GET') {
      const account = state.connectedAccounts.get(accountMatch[1]!);
      return account
        ? { status: 200, body: account }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such account: '${accountMatch[1]}'` } } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = form.account ?? '';
      if (!state.connectedAccounts.has(account))
        return { status: 400, body: { error: { type: 'invalid_request_error', param: 'account', message: `No such account: '${account}'` } } };
      const url = `https://connect.stripe.com/setup/s/fake${tag}_${++counter}`;
      state.accountLinks.push({ account, type: form.type ?? '', refreshUrl: form.refresh_url ?? '', returnUrl: form.return_url ?? '', url });
      return { status: 200, body: { object: 'account_link', url, created: Math.floor(Date.now() / 1000), expires_at: Math.floor(Date.now() / 1000) + 300 } };
    }
    return undefined;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const [path = '/', query = ''] = (request.url ?? '/').split('?');
      const expand = [...new URLSearchParams(query).entries()].some(([name, value]) => name.startsWith('expand') && value === 'payment_method');
      state.requests.push(`${method} ${path}`);
      const account = request.headers['stripe-account'];
      if (typeof account === 'string') state.accounts.push(account);
      const send = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
        response.end(body);
      };
      if (!/^Bearer sk_test_/.test(request.headers.authorization ?? ''))
        return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${method} ${path} ${key}` : undefined;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) return send(replay.status, replay.body);
      const form = parseForm(Buffer.concat(chunks).toString('utf8'));
      if (method === 'POST' && path === '/v1/payment_intents')
        state.creations.push({
          form,
          idempotencyKey: typeof key === 'string' ? key : undefined,
          account: typeof account === 'string' ? account : undefined,
          applicationFee: form.application_fee_amount === undefined ? undefined : Number(form.application_fee_amount),
        });
      const answered = handle(method, path, form, expand);
      // The headers the refund was asked with, kept beside it.
      const refund = method === 'POST' && path === '/v1/refunds' && answered.status === 200 ? state.refunds.at(-1) : undefined;
      if (refund)
        Object.assign(refund, {
          idempotencyKey: typeof key === 'string' ? key : undefined,
          account: typeof account === 'string' ? account : undefined,
          refundApplicationFee: form.refund_application_fee === undefined ? undefined : form.refund_application_fee === 'true',
        });
      const body = JSON.stringify(answered.body);
      if (replayKey) replays.set(replayKey, { status: answered.status, body });
      send(answered.status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The Stripe provider the app would make, pointed at a fake through the SDK's host and port options. */
export function stripeProviderOn(
  fake: FakeStripe,
  webhookSecret: string,
  more: { connectWebhookSecret?: string; platformFeePercent?: number } = {},
): StripePaymentProvider {
  return new StripePaymentProvider({ secretKey: 'sk_test_printfront', publishableKey: 'pk_test_printfront', webhookSecret, apiUrl: fake.url, ...more });
}
