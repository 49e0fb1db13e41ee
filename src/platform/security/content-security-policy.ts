import { createHash } from 'node:crypto';
import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import astroIslandDev from 'astro/runtime/server/astro-island.prebuilt-dev.js';
import clientIdle from 'astro/runtime/client/idle.prebuilt.js';
import clientLoad from 'astro/runtime/client/load.prebuilt.js';
import clientMedia from 'astro/runtime/client/media.prebuilt.js';
import clientOnly from 'astro/runtime/client/only.prebuilt.js';
import clientVisible from 'astro/runtime/client/visible.prebuilt.js';
import { SHELL_SCRIPT } from '../../lib/shell-script.ts';
import { PIXEL_CONNECT_HOSTS, PIXEL_SCRIPT_HOSTS } from '../../lib/pixels/config.ts';

// One policy for every HTML page, so a page served from the render cache carries exactly
// the header it was rendered with. Scripts run only from the page's own origin or when
// they are one of the inline scripts below, allowed by hash: never 'unsafe-inline'.
// Astro inlines no bundled script (astro.config.mjs), so these are all there are.

/** Every inline script a page may carry, by what emits it. */
export const INLINE_SCRIPTS: Readonly<Record<string, string>> = {
  'the shell script (src/lib/shell-script.ts)': SHELL_SCRIPT,
  "Astro's island element": astroIsland,
  "Astro's island element (astro dev)": astroIslandDev,
  'client:idle': clientIdle,
  'client:load': clientLoad,
  'client:media': clientMedia,
  'client:only': clientOnly,
  'client:visible': clientVisible,
};

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Pixels' scripts and beacons: fetched only after the visitor's consent (src/lib/pixels/).
  'script-src': ["'self'", ...new Set(Object.values(INLINE_SCRIPTS).map(scriptHashSource)), ...PIXEL_SCRIPT_HOSTS],
  // Theme <style> elements and style attributes (block colours, sizes) are inline.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Owners' images and videos may come from any https address; fonts are self-hosted.
  'img-src': ["'self'", 'https:', 'data:', 'blob:'],
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'", 'data:'],
  // iframe and youtube blocks embed https pages (and the store's own pages).
  'frame-src': ["'self'", 'https:'],
  'connect-src': ["'self'", ...PIXEL_CONNECT_HOSTS],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Only the store itself may frame its pages (the editor's preview); no clickjacking.
  'frame-ancestors': ["'self'"],
};

const policyOf = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

export const CONTENT_SECURITY_POLICY = policyOf(DIRECTIVES);

/**
 * What Stripe.js needs, as Stripe lists it: its script, its frames (the Payment Element's
 * fields, 3-D Secure) and its API. Allowed on the payment page only: no other page loads it.
 */
export const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
} as const;

/** The payment page, /pay/{order}/ (its completion page loads no Stripe code). */
const PAYMENT_PAGE = /^\/pay\/[^/]+\/?$/;

export const PAYMENT_PAGE_CONTENT_SECURITY_POLICY = policyOf(
  Object.fromEntries(
    Object.entries(DIRECTIVES).map(([name, sources]) => [name, [...sources, ...((STRIPE_SOURCES as Record<string, readonly string[]>)[name] ?? [])]]),
  ),
);

/**
 * The policy of the HTML page at this path: every page's, plus Stripe's on the payment page
 * when Stripe takes the payments (the test processor's card form needs nothing of it).
 */
export function contentSecurityPolicyFor(pathname: string, paymentProvider: string): string {
  return paymentProvider === 'stripe' && PAYMENT_PAGE.test(pathname) ? PAYMENT_PAGE_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
}
