// The three kinds of writes the crash test keeps going while it kills the server, each through
// the calls a browser makes: basket adds and updates (a visitor), order placements (a shopper
// fills a basket, places the order and pays with the test card), page saves and publishes (a
// store owner). Each writer sends one write at a time and records it in the round's ledger.
import type { Db } from '../../../src/platform/db/database.ts';
import { randomToken, tokenHash } from '../../../src/platform/security/tokens.ts';
import { VISITOR_COOKIE } from '../../../src/server/commerce/basket/owner.ts';
import { TEST_CARDS } from '../../../src/server/commerce/payments/test-processor.ts';
import { requestStore } from '../../support/http.ts';
import { SessionClient } from '../../support/session-client.ts';
import { ANY, type Entity, type Round } from './ledger.ts';
import type { Choice } from './fixtures.ts';
import type { Random } from './random.ts';
import { apiPath } from '../../../src/schemas/api.ts';

const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const UPDATE = '/omnis/v3/basket/update/';
const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';
const LOGIN = '/omnis/v3/dashboard/secure/login/';

export interface Shop {
  port: number;
  /** The store's sub-domain and id (the demo store). */
  subdomain: string;
  division: number;
  choices: Choice[];
}

interface CartItem {
  key: string;
  quantity: number;
  productUuid: string;
  options: { Colour: string | null; Size: string | null };
}

/** A basket line as compared: `product/colour/size=quantity`, sorted. */
type Lines = string[];

const lineId = (productId: number, colour: string | null, size: string | null) => `${productId}/${colour ?? ''}/${size ?? ''}`;
const sorted = (lines: Lines): Lines => [...lines].sort();

function withQuantity(lines: Lines, id: string, quantity: (current: number) => number): Lines {
  const current = lines.find((line) => line.startsWith(`${id}=`));
  const next = quantity(current ? Number(current.slice(id.length + 1)) : 0);
  return sorted([...lines.filter((line) => line !== current), `${id}=${next}`]);
}

/** The lines a basket answer lists, and each line's key by its id. */
function answeredLines(shop: Shop, items: CartItem[]): { lines: Lines; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const lines = items.map((item) => {
    const product = shop.choices.find((choice) => choice.uuid === item.productUuid);
    const id = lineId(product?.id ?? -1, item.options.Colour, item.options.Size);
    keys.set(id, item.key);
    return `${id}=${item.quantity}`;
  });
  return { lines: sorted(lines), keys };
}

/** The visitor's main basket in the shop, as lines. */
async function basketLines(db: Db, shop: Shop, token: string): Promise<Lines> {
  const rows = await db
    .selectFrom('basket_items')
    .innerJoin('baskets', 'baskets.id', 'basket_items.basket_id')
    .select(['basket_items.product_id', 'basket_items.colour', 'basket_items.size', 'basket_items.quantity'])
    .where('baskets.division_id', '=', shop.division)
    .where('baskets.name', '=', 'main')
    .where('baskets.visitor_hash', '=', tokenHash(token))
    .execute();
  return sorted(rows.map((row) => `${lineId(row.product_id, row.colour, row.size)}=${row.quantity}`));
}

/** A visitor whose token the client makes (the server takes any well-formed one), so its basket is found even when its first write was cut off. */
/** A killed server leaves requests hanging only until the socket closes; a live one answers well within this. */
const CRASH_TIMEOUT_MS = 60_000;

/** A browser-like client of one store host; its cookies outlive restarts (sessions and baskets live in the database). */
function crashClient(port: number, subdomain: string): SessionClient {
  return new SessionClient(subdomain, port, { timeoutMs: CRASH_TIMEOUT_MS });
}

function visitor(shop: Shop): { client: SessionClient; token: string } {
  const token = randomToken(32);
  const client = crashClient(shop.port, shop.subdomain);
  client.cookies.set(VISITOR_COOKIE, token);
  return { client, token };
}

const itemOf = (choice: Choice) => ({ productUrl: choice.urlName, productColor: choice.colour, productSize: choice.size });

/** Adds one of `choice` to the visitor's basket; the new acknowledged lines, or undefined (stop). */
async function addToBasket(
  round: Round,
  shop: Shop,
  entity: Entity,
  client: SessionClient,
  lines: Lines,
  choice: Choice,
  keys: Map<string, string>,
  wrap: (lines: Lines) => unknown,
): Promise<Lines | undefined> {
  const pending = wrap(withQuantity(lines, lineId(choice.id, choice.colour, choice.size), (quantity) => quantity + 1));
  const response = await round.write<{ items: CartItem[] }>(
    entity,
    'basket',
    'add',
    pending,
    () => client.post(ADD, { item: itemOf(choice), name: 'main' }),
    (answer) => Array.isArray(answer.json?.items),
  );
  if (!response) return undefined;
  const answered = answeredLines(shop, response.json.items);
  for (const [id, key] of answered.keys) keys.set(id, key);
  return answered.lines;
}

/** A visitor adding products and changing quantities in one basket until the kill. */
export async function basketWriter(round: Round, shop: Shop, random: Random, label: string): Promise<void> {
  const { client, token } = visitor(shop);
  const keys = new Map<string, string>();
  const entity = round.add<Entity>({ label, acked: [], pending: null, inflight: null, observe: (db) => basketLines(db, shop, token) });
  while (!round.killed) {
    const lines = entity.acked as Lines;
    if (lines.length === 0 || random.chance(0.5)) {
      const next = await addToBasket(round, shop, entity, client, lines, random.pick(shop.choices), keys, (pending) => pending);
      if (!next) return;
      entity.acked = next;
    } else {
      const line = random.pick(lines);
      const id = line.slice(0, line.lastIndexOf('='));
      const quantity = random.int(1, 9);
      const response = await round.write<{ items: CartItem[] }>(
        entity,
        'basket',
        'update',
        withQuantity(lines, id, () => quantity),
        () => client.post(UPDATE, { key: keys.get(id), quantity }),
        (answer) => Array.isArray(answer.json?.items),
      );
      if (!response) return;
      entity.acked = answeredLines(shop, response.json.items).lines;
    }
  }
}

interface OrderState {
  basket: Lines;
  order: null | { status: string; items: Lines; total: number | typeof ANY; captured: number };
}

const UK_ADDRESS = { name: 'Crash Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' };

/** The shopper's basket and the order placed with their e-mail (lines of its items, its total, captured payment attempts). */
async function orderState(db: Db, shop: Shop, token: string, email: string): Promise<unknown> {
  const basket = await basketLines(db, shop, token);
  const orders = await db.selectFrom('orders').select(['id', 'status', 'total']).where('division_id', '=', shop.division).where('email', '=', email).execute();
  if (orders.length > 1) return { basket, orders: orders.length };
  const [order] = orders;
  if (!order) return { basket, order: null };
  const items = await db
    .selectFrom('order_items')
    .select(['product_id', 'colour', 'size', 'quantity'])
    .where('order_id', '=', order.id)
    .where('bundle_parent_id', 'is', null)
    .execute();
  const captured = await db
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', order.id)
    .where('successful', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    basket,
    order: {
      status: order.status,
      items: sorted(items.map((item) => `${lineId(item.product_id ?? -1, item.colour, item.size)}=${item.quantity}`)),
      total: order.total,
      captured: Number(captured.n),
    },
  };
}

/** Shoppers one after another until the kill: one or two products in the basket, the order placed, paid with the test card. */
export async function orderWriter(round: Round, shop: Shop, random: Random, label: string): Promise<void> {
  for (let shopper = 1; !round.killed; shopper += 1) {
    const { client, token } = visitor(shop);
    const email = `${label}-${shopper}@example.com`.toLowerCase();
    const state: OrderState = { basket: [], order: null };
    const entity = round.add<Entity>({
      label: `${label}-${shopper}`,
      acked: state,
      pending: null,
      inflight: null,
      observe: (db) => orderState(db, shop, token, email),
    });
    const keys = new Map<string, string>();
    for (const choice of random.sample(shop.choices, random.int(1, 2))) {
      const lines = await addToBasket(round, shop, entity, client, (entity.acked as OrderState).basket, choice, keys, (basket) => ({ basket, order: null }));
      if (!lines) return;
      entity.acked = { basket: lines, order: null } satisfies OrderState;
    }
    const basket = (entity.acked as OrderState).basket;
    const placing: OrderState = { basket, order: { status: 'to_be_paid', items: basket, total: ANY, captured: 0 } };
    const placed = await round.write<{ order: { uuid: string; total: number } }>(
      entity,
      'order',
      'place order',
      placing,
      () => client.post(ORDERS, { email, shippingAddress: UK_ADDRESS, shippingMethod: 'express' }),
      (answer) => answer.status === 201 && typeof answer.json?.order?.uuid === 'string',
    );
    if (!placed) return;
    const { uuid, total } = placed.json.order;
    entity.acked = { basket, order: { status: 'to_be_paid', items: basket, total, captured: 0 } } satisfies OrderState;
    const paying: OrderState = { basket: [], order: { status: 'paid', items: basket, total, captured: 1 } };
    const card = { order: uuid, number: TEST_CARDS.success, expiry: '12/39', cvc: '123', name: 'Crash Shopper', idempotencyKey: `crash_${randomToken(16)}` };
    const paid = await round.write<{ status: string }>(
      entity,
      'order',
      'pay',
      paying,
      () => client.post(PAY, card),
      (answer) => answer.status === 200 && answer.json?.status === 'paid',
    );
    if (!paid) return;
    entity.acked = paying;
  }
}

export interface PageSite {
  port: number;
  subdomain: string;
  division: number;
  email: string;
  password: string;
}

interface PageState {
  exists: boolean;
  live?: string | null;
  version?: number;
  versionMark?: string | null;
  draft?: string | null;
}

const MARK = /pfcrash[a-z0-9]+/g;

/** The crash marker in a stored document: the one found, 'none', or all of them when several. */
function markIn(json: string): string {
  const found = [...new Set(json.match(MARK) ?? [])];
  return found.length === 1 ? found[0]! : found.length === 0 ? 'none' : found.join('+');
}

const textBlock = (mark: string) => ({ id: `text-${mark}`, type: 'text', size: { w: 12 }, properties: { text: `<p>Crash copy ${mark}</p>` }, items: [] });

async function pageState(db: Db, site: PageSite, url: string): Promise<PageState> {
  const page = await db
    .selectFrom('pages')
    .select(['id', 'published', 'blocks_json'])
    .where('division_id', '=', site.division)
    .where('url', '=', url)
    .executeTakeFirst();
  if (!page) return { exists: false };
  const version = await db
    .selectFrom('page_versions')
    .select(['number', 'page_json'])
    .where('page_id', '=', page.id)
    .orderBy('number', 'desc')
    .executeTakeFirst();
  const draft = await db.selectFrom('page_drafts').select('page_json').where('page_id', '=', page.id).executeTakeFirst();
  return {
    exists: true,
    live: page.published === 1 ? markIn(page.blocks_json) : null,
    version: version?.number ?? 0,
    versionMark: version ? markIn(version.page_json) : null,
    draft: draft ? markIn(draft.page_json) : null,
  };
}

/** What a new visitor is served at `url`: the live version's copy and no other (the render cache included). */
async function servedPage(site: PageSite, url: string, label: string, observed: unknown): Promise<string[]> {
  const state = observed as PageState;
  const response = await requestStore(site.port, site.subdomain, url, { timeoutMs: 60_000 });
  const marks = [...new Set(response.text.match(MARK) ?? [])];
  if (!state.exists || !state.live)
    return response.status === 404 && marks.length === 0
      ? []
      : [`${label} ${url}: not published, served ${response.status} with ${marks.join(',') || 'no copy'}`];
  if (response.status === 200 && marks.length === 1 && marks[0] === state.live) return [];
  return [`${label} ${url}: version ${state.version} (${state.live}) is live, served ${response.status} with ${marks.join(',') || 'no copy'}`];
}

/** The store's owner, signed in (a session of their own per writer). */
export async function signIn(site: PageSite): Promise<SessionClient> {
  const owner = crashClient(site.port, site.subdomain);
  const login = await owner.post(LOGIN, { email: site.email, password: site.password });
  if (login.status !== 200) throw new Error(`crash test owner could not sign in: ${login.status} ${login.text}`);
  return owner;
}

/** An owner making one page and then saving and publishing it in turn until the kill; every publish is visited once (it warms the render cache). */
export async function pageWriter(round: Round, site: PageSite, owner: SessionClient, label: string): Promise<void> {
  const url = `/${label}/`;
  const entity = round.add<Entity>({
    label,
    acked: { exists: false } satisfies PageState,
    pending: null,
    inflight: null,
    observe: (db) => pageState(db, site, url),
    served: (observed) => servedPage(site, url, label, observed),
  });
  const mark = (n: number) => `pfcrash${label.replace(/[^a-z0-9]/g, '')}x${n}`;
  let edits = 0;
  const first = mark(edits);
  const createdState: PageState = { exists: true, live: null, version: 0, versionMark: null, draft: first };
  const created = await round.write<{ id: number }>(
    entity,
    'page',
    'create',
    createdState,
    () => owner.post(apiPath('pages.create', { division: site.division }), { url, properties: { title: `Crash ${label}` }, blocks: [textBlock(first)] }),
    (answer) => answer.status === 201 && typeof answer.json?.id === 'number',
  );
  if (!created) return;
  const id = created.json.id;
  entity.acked = createdState;
  while (!round.killed) {
    const state = entity.acked as PageState;
    if (state.draft) {
      const publishing: PageState = { exists: true, live: state.draft, version: state.version! + 1, versionMark: state.draft, draft: null };
      const published = await round.write<{ liveVersion: number | null }>(
        entity,
        'page',
        'publish',
        publishing,
        () => owner.post(apiPath('pages.publish', { division: site.division, id }), {}),
        (answer) => answer.json?.liveVersion === publishing.version,
      );
      if (!published) return;
      entity.acked = publishing;
      if (!round.killed) await requestStore(site.port, site.subdomain, url, { timeoutMs: 60_000 }).catch(() => undefined);
    } else {
      const next = mark(++edits);
      const saving: PageState = { ...state, draft: next };
      const saved = await round.write(entity, 'page', 'save', saving, () =>
        owner.request(apiPath('pages.save', { division: site.division, id }), { method: 'PATCH', json: { blocks: [textBlock(next)] } }),
      );
      if (!saved) return;
      entity.acked = saving;
    }
  }
}
