import { $favourites, $pendingFavourites, loadFavourites, toggleFavourite } from '../basket/store.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { trackEvent } from '../../src/lib/client/events/browser.ts';
import { FAVOURITE_EVENT } from '../../src/lib/event-calls.ts';
import { keepForLater, offlineFailure, watchConnection } from '../basket/offline-changes.ts';

// What a pressed heart does once JavaScript runs (loaded on demand by hearts.ts): toggles
// the favourite through the shared store; every heart of the product on the page follows
// the store (aria-pressed) and carries the pending marker (data-pending) while in flight.

let watching = false;
/** Hearts pressed offline: shown as the shopper left them until the change is synced. */
const offline = new Map<number, boolean>();

function hearts(productId?: number): HTMLFormElement[] {
  const selector = productId === undefined ? 'form[data-favourite-form]' : `form[data-favourite-form][data-product-id="${productId}"]`;
  return [...document.querySelectorAll<HTMLFormElement>(selector)];
}

function render(): void {
  const kept = new Set(($favourites.get() ?? []).map((item) => item.productId));
  const pending = new Set($pendingFavourites.get());
  for (const form of hearts()) {
    const id = Number(form.dataset.productId);
    const button = form.querySelector('button');
    button?.setAttribute('aria-pressed', String(offline.get(id) ?? kept.has(id)));
    if (pending.has(id)) form.dataset.pending = '';
    else delete form.dataset.pending;
  }
}

function watch(): void {
  if (watching) return;
  watching = true;
  // A synced answer is the truth again.
  $favourites.listen(() => offline.clear());
  $favourites.listen(render);
  watchConnection();
  $pendingFavourites.listen(render);
}

export async function showKeptHearts(): Promise<void> {
  watch();
  await loadFavourites().catch(() => undefined);
  render();
}

export async function submitHeart(form: HTMLFormElement): Promise<void> {
  watch();
  const id = Number(form.dataset.productId);
  const status = form.querySelector<HTMLElement>('[data-heart-status]');
  try {
    const kept = await toggleFavourite(id);
    trackEvent(FAVOURITE_EVENT, { productId: id, kept });
    if (status) status.textContent = kept ? 'Added to favourites' : 'Removed from favourites';
  } catch (error) {
    if (offlineFailure(error) && (await keepOffline(form, id, status))) return;
    if (status) status.textContent = error instanceof ApiRequestError ? error.failure.message : 'Oops... looks like something went wrong. Please try again.';
  } finally {
    render();
  }
}

/** Keeps a heart pressed offline for later; false when it cannot be (un-hearting a favourite this page never loaded). */
async function keepOffline(form: HTMLFormElement, id: number, status: HTMLElement | null): Promise<boolean> {
  const wasKept = offline.get(id) ?? form.querySelector('button')?.getAttribute('aria-pressed') === 'true';
  if (wasKept) {
    // Hearted offline too: the queued add and this removal cancel out (offline-sync/changes.ts).
    const line = offline.get(id) ? { key: '' } : ($favourites.get() ?? []).find((item) => item.productId === id);
    if (!line) return false;
    await keepForLater({ kind: 'favourite-remove', productId: id, lineKey: line.key }, status, 'Synced: removed from favourites');
  } else {
    await keepForLater({ kind: 'favourite-add', productId: id }, status, 'Synced: added to favourites');
  }
  offline.set(id, !wasKept);
  return true;
}
