// The load driver (tests/reliability/load.test.ts): concurrent shoppers, each a
// loop of one visitor's mixed journey through nginx — browse cached pages, search, add to the
// basket, check out and pay with the test card — then a new visitor. Every request's time and
// outcome is kept per step. node:http with a keep-alive agent (what a browser does): Node's
// fetch cannot send the store's Host header.
import http from 'node:http';

export interface BasketItem {
  productUrl: string;
  productColor: string;
  productSize: string;
}

export interface JourneyPlan {
  /** nginx's port; the Host is `host:port`. */
  port: number;
  host: string;
  /** Storefront pages the render cache serves (home, collections, products). */
  cachedPages: string[];
  searchTerms: string[];
  items: BasketItem[];
}

export interface LoadOptions {
  plan: JourneyPlan;
  shoppers: number;
  durationMs: number;
  /** New shoppers are started over this long, not all in the same millisecond (default 1 s). */
  rampMs?: number;
  /** A shopper's pause before each click after the first, uniform in [0.5, 1.5] × this (default 0: a stress test). */
  thinkMs?: number;
}

export const STEPS = ['browse', 'search', 'session', 'addToBasket', 'checkout', 'pay'] as const;
export type Step = (typeof STEPS)[number];

export interface StepFigures {
  requests: number;
  errors: number;
  /** Answers the render cache served (X-Render-Cache: hit). */
  cacheHits: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  shoppers: number;
  thinkMs: number;
  durationMs: number;
  journeys: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  steps: Record<Step, StepFigures>;
  /** The first few failures, for the message. */
  errorSamples: string[];
}

const EXPECTED: Record<Step, number> = { browse: 200, search: 200, session: 200, addToBasket: 200, checkout: 201, pay: 200 };
const UK_ADDRESS = { name: 'Lola Load', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' };

interface Answer {
  status: number;
  setCookies: string[];
  body: string;
  /** The front server's X-Render-Cache (hit, miss, …) when it answered from or into the render cache. */
  renderCache: string | undefined;
}

class Shopper {
  readonly cookies = new Map<string, string>();
  private readonly plan: JourneyPlan;
  private readonly agent: http.Agent;

  constructor(plan: JourneyPlan, agent: http.Agent) {
    this.plan = plan;
    this.agent = agent;
  }

  send(method: string, path: string, json?: unknown): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const headers: Record<string, string> = {
      host: `${this.plan.host}:${this.plan.port}`,
      accept: path.startsWith('/omnis/') ? 'application/json' : 'text/html',
      'accept-encoding': 'gzip, br',
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: this.plan.port, path, method, headers, agent: this.agent, timeout: 60_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const setCookies = [response.headers['set-cookie'] ?? []].flat();
          for (const line of setCookies) {
            const pair = line.split(';')[0] ?? '';
            const at = pair.indexOf('=');
            const value = pair.slice(at + 1).trim();
            if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
            else this.cookies.set(pair.slice(0, at).trim(), value);
          }
          // Only JSON bodies are read (compressed pages are counted, not parsed).
          const isJson = /json/.test(String(response.headers['content-type'] ?? '')) && !response.headers['content-encoding'];
          const renderCache = response.headers['x-render-cache'];
          resolve({
            status: response.statusCode ?? 0,
            setCookies,
            body: isJson ? Buffer.concat(chunks).toString('utf8') : '',
            renderCache: Array.isArray(renderCache) ? renderCache[0] : renderCache,
          });
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out after 60 s')));
      request.on('error', reject);
      request.end(body);
    });
  }
}

/** Runs the journey with `shoppers` concurrent visitors for `durationMs`, and measures each step. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { plan, shoppers, durationMs } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers * 2, maxFreeSockets: shoppers * 2 });
  const times = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const errors = Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>;
  const hits = Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>;
  const errorSamples: string[] = [];
  let journeys = 0;
  const started = performance.now();
  const until = started + durationMs;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  const thinkMs = options.thinkMs ?? 0;
  /** One request of a step (after the shopper's pause): timed, checked against the step's expected status. */
  const step = async (shopper: Shopper, name: Step, method: string, path: string, json?: unknown): Promise<Answer | undefined> => {
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
    const at = performance.now();
    try {
      const answer = await shopper.send(method, path, json);
      times[name].push(performance.now() - at);
      if (answer.renderCache === 'hit') hits[name] += 1;
      if (answer.status === EXPECTED[name]) return answer;
      errors[name] += 1;
      if (errorSamples.length < 10) errorSamples.push(`${name} ${method} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    } catch (error) {
      times[name].push(performance.now() - at);
      errors[name] += 1;
      if (errorSamples.length < 10) errorSamples.push(`${name} ${method} ${path}: ${(error as Error).message}`);
    }
    return undefined;
  };

  const journey = async () => {
    const shopper = new Shopper(plan, agent);
    for (let look = 0; look < 3; look += 1) await step(shopper, 'browse', 'GET', pick(plan.cachedPages));
    await step(shopper, 'search', 'GET', `/search/?search=${encodeURIComponent(pick(plan.searchTerms))}`);
    if (performance.now() > until) return;
    // The app's client asks for the session state first, which sets the XSRF cookie.
    if (!(await step(shopper, 'session', 'GET', '/omnis/v3/dashboard/secure/get/'))) return;
    if (!(await step(shopper, 'addToBasket', 'POST', '/omnis/v3/frontend/product/addItemToCart/', { item: pick(plan.items), name: 'main' }))) return;
    await step(shopper, 'browse', 'GET', pick(plan.cachedPages));
    const placed = await step(shopper, 'checkout', 'POST', '/omnis/v3/checkout/orders/', {
      email: `load-${Math.random().toString(36).slice(2, 10)}@example.com`,
      shippingAddress: UK_ADDRESS,
      shippingMethod: 'express',
    });
    const uuid = placed && (JSON.parse(placed.body || '{}') as { order?: { uuid?: string } }).order?.uuid;
    if (!uuid) return;
    const key = `load_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;
    await step(shopper, 'pay', 'POST', '/omnis/v3/payments/pay/', {
      order: uuid,
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Lola Load',
      idempotencyKey: key,
    });
    journeys += 1;
  };

  const rampMs = options.rampMs ?? 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / shoppers) * rampMs));
      while (performance.now() < until) await journey();
    }),
  );
  agent.destroy();

  const elapsed = performance.now() - started;
  const steps = Object.fromEntries(
    STEPS.map((name) => {
      const sorted = [...times[name]].sort((x, y) => x - y);
      const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
      return [
        name,
        { requests: sorted.length, errors: errors[name], cacheHits: hits[name], p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) },
      ];
    }),
  ) as Record<Step, StepFigures>;
  const requests = STEPS.reduce((sum, name) => sum + steps[name].requests, 0);
  return {
    shoppers,
    thinkMs,
    durationMs: Math.round(elapsed),
    journeys,
    requests,
    errors: STEPS.reduce((sum, name) => sum + steps[name].errors, 0),
    requestsPerSecond: Math.round(requests / (elapsed / 1000)),
    steps,
    errorSamples,
  };
}
