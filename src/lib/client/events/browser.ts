import { createEventClient, type EventClient } from '../../events/event-client.ts';
import { EVENT_TIMINGS } from '../../events/timings.ts';
import { IMAGE_FAILED_EVENT } from '../image-state.ts';
import { WEBFONTS_FAILED_EVENT } from '../../fonts/font-watch.ts';

/** The event counted when a storefront picture could not be loaded. */
export const IMAGE_FAILED_TRACKED = 'image_failed';

// The page's one event client, for scripts that track something (import `trackEvent`).
// Metadata is read from what the store layout writes on <html> (src/layouts/StoreLayout.astro).

let client: EventClient | undefined;

function pageClient(): EventClient {
  if (client) return client;
  const data = document.documentElement.dataset;
  const created = createEventClient({
    userAgent: navigator.userAgent,
    fetch: (...args) => fetch(...args),
    sendBeacon: navigator.sendBeacon ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    metadata: () => ({
      environment: data.env,
      location: location.href,
      userAgent: navigator.userAgent,
      currency: data.currency,
      ...(data.storeId ? { division: { id: Number(data.storeId), name: data.storeName ?? '' } } : {}),
    }),
  });
  const enableLater = () => setTimeout(() => created.enable(), EVENT_TIMINGS.enableAfterMs);
  // Loaded after the page (an island opened later): what is left of the 5 s since navigation.
  if (document.readyState === 'complete') setTimeout(() => created.enable(), Math.max(0, EVENT_TIMINGS.enableAfterMs - performance.now()));
  else addEventListener('load', enableLater, { once: true });
  addEventListener('pagehide', () => created.flushOnUnload());
  // Pictures that fail to load from now on are counted too (src/lib/client/image-state.ts).
  document.addEventListener(IMAGE_FAILED_EVENT, (event) => {
    if (event.target instanceof HTMLImageElement) created.track(IMAGE_FAILED_TRACKED, { src: event.target.currentSrc || event.target.src });
  });
  client = created;
  return created;
}

/** Queues an event; it is sent with the next 30 s flush, or on unload. Tracking never fails the action it follows. */
export function trackEvent(name: string, payload: Record<string, unknown> = {}): void {
  try {
    pageClient().track(name, payload);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
  }
}

// The shell script's font watch (src/lib/fonts/font-watch.ts) reports fonts that failed or took
// over 3 s on window; once this client is on the page, each report is passed on as an event.
if (typeof window !== 'undefined') addEventListener(WEBFONTS_FAILED_EVENT, () => trackEvent(WEBFONTS_FAILED_EVENT, { location: location.pathname }));
