import { $favourites, $pendingFavourites, loadFavourites, toggleFavourite } from '../basket/store.ts';
import { ApiRequestError } from '../../src/lib/api-client.ts';

// What a pressed heart does once JavaScript runs (loaded on demand by hearts.ts): toggles
// the favourite through the shared store; every heart of the product on the page follows
// the store (aria-pressed) and carries the pending marker (data-pending) while in flight.

let watching = false;

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
    button?.setAttribute('aria-pressed', String(kept.has(id)));
    if (pending.has(id)) form.dataset.pending = '';
    else delete form.dataset.pending;
  }
}

function watch(): void {
  if (watching) return;
  watching = true;
  $favourites.listen(render);
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
    if (status) status.textContent = kept ? 'Added to favourites' : 'Removed from favourites';
  } catch (error) {
    if (status) status.textContent = error instanceof ApiRequestError ? error.failure.message : 'Oops... looks like something went wrong. Please try again.';
  } finally {
    render();
  }
}
