import os from 'node:os';
import path from 'node:path';

/** Every npm script runs from the project root; relative paths (var/, dist/) hang off it.
 * (The Astro bundle lives in dist/server/chunks, so its own location cannot be used.) */
export const PROJECT_ROOT = path.resolve(process.env.PRINTFRONT_ROOT ?? process.cwd());

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** WEB_CONCURRENCY, or one process per core (at most 8: each keeps its own render cache). */
function readWorkers(value: string | undefined): number {
  const count = Number(value);
  if (value !== undefined && value !== '' && Number.isInteger(count) && count >= 1) return count;
  return Math.min(os.availableParallelism(), 8);
}

function readCount(value: string | undefined, fallback: number): number {
  const count = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(count) && count >= 0 ? count : fallback;
}

/** A setting the server cannot start without; main prints its message (which says what to do) and exits. */
export class ConfigurationError extends Error {}

/**
 * A percentage 0–100 (PLATFORM_FEE_PERCENT); unset is the fallback. Anything else reads as NaN, which
 * the start-up check (payment-settings-check.ts) refuses with a message naming the setting.
 */
export function readPercent(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const percent = Number(value);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : Number.NaN;
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** "GBP:1.17,USD:0.92" → { GBP: 1.17, USD: 0.92 } over `defaults`; malformed pairs are left out. */
function readRates(value: string | undefined, defaults: Record<string, number>): Record<string, number> {
  const rates = { ...defaults };
  for (const pair of readList(value)) {
    const [code, rate] = pair.split(':').map((part) => part.trim());
    const parsed = Number(rate);
    if (code && /^[A-Za-z]{3}$/.test(code) && Number.isFinite(parsed) && parsed > 0) rates[code.toUpperCase()] = parsed;
  }
  return rates;
}

/** Runtime settings, read once from the environment (see README "Configuration"). */
export const config = {
  /** Stores live on `{subdomain}.{platformDomain}`. */
  platformDomain: (process.env.PLATFORM_DOMAIN ?? 'localhost').toLowerCase(),
  port: Number(process.env.PORT ?? 4321),
  host: process.env.HOST ?? '0.0.0.0',
  /** WEB_CONCURRENCY: server processes on the one port (node:cluster workers); default one per core, at most 8. */
  workers: readWorkers(process.env.WEB_CONCURRENCY),
  /** `postgres://…` selects PostgreSQL; anything else is an SQLite file path. */
  databaseUrl: process.env.DATABASE_URL ?? '',
  sqlitePath: path.resolve(PROJECT_ROOT, process.env.SQLITE_PATH ?? 'var/printfront.sqlite'),
  /** The Astro build to serve (DIST_DIR, default dist). */
  distDir: path.resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist'),
  /** Generated product images and uploads. */
  mediaDir: path.resolve(PROJECT_ROOT, process.env.MEDIA_DIR ?? 'var/media'),
  /** The npm registry library fonts are fetched from (Fontsource packages); tests point it at a local stand-in. */
  fontRegistryUrl: (process.env.FONT_REGISTRY_URL?.trim() || 'https://registry.npmjs.org').replace(/\/+$/, ''),
  /** Demo users are only seeded in demo mode. */
  demoMode: readBoolean(process.env.DEMO_MODE, process.env.NODE_ENV !== 'production'),
  /** Peers whose X-Forwarded-Host/-Proto are believed (IPs; "loopback" for 127.0.0.1/::1). */
  trustedProxies: readList(process.env.TRUSTED_PROXIES),
  /** 32 bytes, base64: seals stored second-factor secrets, signs cookies (see secret-box.ts). */
  appKey: process.env.APP_KEY?.trim() || undefined,
  /** The server key file on SQLite when APP_KEY is not set. */
  appKeyFile: path.resolve(PROJECT_ROOT, process.env.APP_KEY_FILE ?? 'var/app.key'),
  /** Session lifetimes (ASVS level 2: 30 minutes idle, 12 hours absolute). */
  sessionIdleMinutes: Number(process.env.SESSION_IDLE_MINUTES ?? 30),
  sessionAbsoluteHours: Number(process.env.SESSION_ABSOLUTE_HOURS ?? 12),
  /** 'off' (the default here) or 'recaptcha' with RECAPTCHA_SECRET. */
  captchaProvider: process.env.CAPTCHA_PROVIDER ?? 'off',
  /**
   * WARM_UP_RENDERS: home page renders each server process runs before it listens
   * (src/app/warm-up.ts). Default 16,000 (about 16 s) in production, where a restart
   * meets live traffic; none otherwise, where start time matters more (tests start many servers).
   */
  warmUpRenders: readCount(process.env.WARM_UP_RENDERS, process.env.NODE_ENV === 'production' ? 16_000 : 0),
  /** RENDER_CACHE_MB (default 128): the memory rendered pages may take, in bytes. */
  renderCacheBytes: Number(process.env.RENDER_CACHE_MB ?? 128) * 1024 * 1024,
  /**
   * PAGE_FILES_DIR: where kept pages are also written for nginx to send itself (the file
   * tier, src/platform/render-cache/page-files.ts); unset (the default), none are written.
   * `npm run cluster` sets it for the nginx it runs.
   */
  pageFilesDir: process.env.PAGE_FILES_DIR ? path.resolve(PROJECT_ROOT, process.env.PAGE_FILES_DIR) : undefined,
  /** SHUTDOWN_GRACE_MS (default 10 s): how long SIGTERM lets requests under way finish before they are cut off. */
  shutdownGraceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
  /**
   * JOB_POLL_MS (default 1 s): how often the job runner looks for jobs that came due (a
   * debounced rebuild, a scheduled publish) or that a command added. A job enqueued to run now
   * by this process, or on SQLite by a sibling `npm start` process, wakes it at once.
   */
  jobPollIntervalMs: Number(process.env.JOB_POLL_MS ?? 1000),
  /** REBUILD_DEBOUNCE_MS (default 250): how long a store's rebuild waits for more changes; each change pushes it back. */
  rebuildDebounceMs: Number(process.env.REBUILD_DEBOUNCE_MS ?? 250),
  /** Seed the demo stores on start when the database has no store. */
  seedOnStart: readBoolean(process.env.SEED_ON_START, true),
  /** PAYMENT_PROVIDER: 'test' (the built-in test processor, the default) or 'stripe'. */
  paymentProvider: (process.env.PAYMENT_PROVIDER?.trim() || 'test').toLowerCase(),
  /** NODE_ENV=production: a deployment that must take real payments (payment-settings-check.ts). */
  production: process.env.NODE_ENV === 'production',
  /** ALLOW_TEST_PAYMENTS=1: a production demo may run on the test processor; its store pages then say so. */
  allowTestPayments: readBoolean(process.env.ALLOW_TEST_PAYMENTS, false),
  /** PLATFORM_FEE_PERCENT (default 5, 0–100): the platform's application fee on each payment made for a direct store's own account. */
  platformFeePercent: readPercent(process.env.PLATFORM_FEE_PERCENT, 5),
  /**
   * The Pro plan's prices in minor units of PRO_CURRENCY (default GBP): PRO_MONTHLY_PRICE (default
   * 2500) and PRO_YEARLY_PRICE (default 25000). Checkout sends them as inline prices, so nothing
   * needs creating in Stripe first; STRIPE_PRO_MONTHLY_PRICE and STRIPE_PRO_YEARLY_PRICE (price_…)
   * name prices made in Stripe instead.
   */
  /**
   * EUR_EXCHANGE_RATES: euros per unit of other currencies, "GBP:1.17,USD:0.92", for the EU's
   * €150 import one-stop-shop limit; defaults for GBP, USD, CAD and AUD.
   */
  eurExchangeRates: readRates(process.env.EUR_EXCHANGE_RATES, { GBP: 1.17, USD: 0.92, CAD: 0.66, AUD: 0.6 }),
  /**
   * VIES_CHECK=1 asks the EU's VIES whether a business customer's VAT number is registered before
   * a reverse charge (it needs the internet: off by default); VIES_URL is its REST endpoint.
   */
  vies: {
    enabled: readBoolean(process.env.VIES_CHECK, false),
    url: process.env.VIES_URL?.trim() || 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number',
  },
  proPlan: {
    currency: (process.env.PRO_CURRENCY?.trim() || 'GBP').toUpperCase(),
    monthly: readCount(process.env.PRO_MONTHLY_PRICE, 2500),
    yearly: readCount(process.env.PRO_YEARLY_PRICE, 25000),
    monthlyPriceId: process.env.STRIPE_PRO_MONTHLY_PRICE?.trim() || undefined,
    yearlyPriceId: process.env.STRIPE_PRO_YEARLY_PRICE?.trim() || undefined,
  },
  /** Web push: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (base64url, `npx web-push generate-vapid-keys`) and
   * VAPID_SUBJECT (a mailto: or https: address push services can reach you at). Demo mode generates a pair. */
  vapid: {
    publicKey: process.env.VAPID_PUBLIC_KEY?.trim() || undefined,
    privateKey: process.env.VAPID_PRIVATE_KEY?.trim() || undefined,
    subject: process.env.VAPID_SUBJECT?.trim() || undefined,
  },
  /** PUSH_SERVICE_URL, for a local push service (tests, staging): every push is posted to this origin, keeping the
   * subscription's path, instead of the subscription's own push service. VAPID still signs for the real one. */
  pushServiceUrl: process.env.PUSH_SERVICE_URL?.trim() || undefined,
  /** LOG_LEVEL: pino's level for the server's JSON log lines (fatal, error, warn, info — the default —, debug, trace, silent). */
  logLevel: (process.env.LOG_LEVEL?.trim() || 'info').toLowerCase(),
  /** METRICS_TOKEN: a bearer token that lets a scraper read /metrics from beyond loopback (unset: loopback only). */
  metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY (pk_…, for Stripe.js on /pay/), STRIPE_WEBHOOK_SECRET and, for a local fake, STRIPE_API_URL. */
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY?.trim() || undefined,
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    /** STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of a separate Connect endpoint (connected accounts' events) posting to the same URL. */
    connectWebhookSecret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET?.trim() || undefined,
    apiUrl: process.env.STRIPE_API_URL?.trim() || undefined,
  },
} as const;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
