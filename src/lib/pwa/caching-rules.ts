// What the service worker keeps (the store works offline as an installed app): storefront pages a shopper
// visited, network first; images and build assets, cache first. The worker is generated
// by workbox-build (integrations/service-worker.ts), which copies these functions into it
// by their source text: each one is self-contained (no imports, nothing closed over).

/** Pages never kept for reading offline: the back office, dashboards, accounts, checkout, calls. */
export function isKeptPage(url: { pathname: string }, request: { mode: string }): boolean {
  if (request.mode !== 'navigate') return false;
  return !/^\/(?:dashboard|atlas|plugins|marketing-tools|account|order-history|checkout|pay|login|sign-up|password-reset|receipt|invoice|edit-order|update-address|teemail|studio|omnis|event-collector|offline)(?:\/|$)/.test(
    url.pathname,
  );
}

/**
 * Pictures of this origin (store media, product images), cache first: their addresses change
 * with their content. Never another host's: a tracking pixel must reach its host every time.
 */
export function isImage(url: { origin: string }, request: { destination: string }, selfOrigin: string): boolean {
  return url.origin === selfOrigin && request.destination === 'image';
}

/** Content-hashed build assets (scripts, styles, fonts) of this origin, cache first. */
export function isBuildAsset(url: { pathname: string; origin: string }, _request: unknown, selfOrigin: string): boolean {
  return url.origin === selfOrigin && /^\/(?:_astro|fonts)\//.test(url.pathname);
}

/** A page answer worth keeping: a success the server did not mark no-store (a personal page). */
export function keepsPageResponse(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  return response.status === 200 && !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}
