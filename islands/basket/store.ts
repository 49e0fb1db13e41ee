import { atom } from 'nanostores';
import { call } from '../../src/lib/client/api.ts';
import type { CartItem, FavouriteItem } from '../../src/schemas/basket.ts';

// The browser's copy of the basket and favourites (basket items are set from server
// responses, removal filters by key, update changes the quantity; favourites use a pending
// marker while an add is in flight). Every island and enhancement script on a page shares
// these stores, so the header count, the basket page and the buttons agree without reloads.

export type { CartItem, FavouriteItem };
/** A bundle part's choice as the add call takes it (server: BundleOptionInput); form values stay strings. */
type PartInput = { productId?: number | string; productColor?: string; productSize?: string };
export type ItemInput = {
  productId?: number | string;
  productUrl?: string;
  productColor?: string;
  productSize?: string;
  quantity?: number | string;
  bundleOptions?: PartInput[];
  personalization?: Record<string, string>;
};

/** Null until the server has answered once on this page. */
export const $basket = atom<CartItem[] | null>(null);
export const $favourites = atom<FavouriteItem[] | null>(null);
/** Product ids whose heart is being written (the pending marker). */
export const $pendingFavourites = atom<readonly number[]>([]);

/** The basket's total quantity is the sum of its quantities. */
export const totalQuantity = (items: readonly { quantity: number }[]): number => items.reduce((sum, item) => sum + item.quantity, 0);

export async function loadBasket(): Promise<CartItem[]> {
  const { items } = await call('basket.list');
  $basket.set(items);
  return items;
}

export async function loadFavourites(): Promise<FavouriteItem[]> {
  const { items } = await call('favourites.list');
  $favourites.set(items);
  return items;
}

export async function addToBasket(item: ItemInput): Promise<CartItem[]> {
  const { items } = await call('basket.add', { item, name: 'main' });
  $basket.set(items);
  return items;
}

export async function updateQuantity(key: string, quantity: number): Promise<void> {
  const before = $basket.get();
  $basket.set(before?.map((item) => (item.key === key ? { ...item, quantity } : item)) ?? null);
  try {
    $basket.set((await call('basket.update', { key, quantity })).items);
  } catch (error) {
    $basket.set(before);
    throw error;
  }
}

export async function removeFromBasket(key: string): Promise<void> {
  const before = $basket.get();
  $basket.set(before?.filter((item) => item.key !== key) ?? null);
  try {
    $basket.set((await call('basket.remove', { key, name: 'main' })).items);
  } catch (error) {
    $basket.set(before);
    throw error;
  }
}

const setPending = (productId: number, on: boolean) => {
  const rest = $pendingFavourites.get().filter((id) => id !== productId);
  $pendingFavourites.set(on ? [...rest, productId] : rest);
};

/** Hearts a product, or un-hearts it when it is already a favourite. */
export async function toggleFavourite(productId: number): Promise<boolean> {
  if ($pendingFavourites.get().includes(productId)) return isFavourite(productId);
  setPending(productId, true);
  try {
    const kept = ($favourites.get() ?? (await loadFavourites())).filter((item) => item.productId === productId);
    if (kept.length > 0) {
      let items: FavouriteItem[] = [];
      for (const item of kept) items = (await call('favourites.remove', { key: item.key, name: 'favourites' })).items;
      $favourites.set(items);
      return false;
    }
    $favourites.set((await call('favourites.add', { item: { productId }, name: 'favourites' })).items);
    return true;
  } finally {
    setPending(productId, false);
  }
}

export async function removeFavourite(key: string): Promise<void> {
  $favourites.set(($favourites.get() ?? []).filter((item) => item.key !== key));
  $favourites.set((await call('favourites.remove', { key, name: 'favourites' })).items);
}

export function isFavourite(productId: number): boolean {
  return ($favourites.get() ?? []).some((item) => item.productId === productId);
}

// The header of every page (cached HTML) shows the count and the heart; the stores keep
// them right after every answer (the server's hint cookies do the same for the next page).
$basket.listen((items) => {
  if (!items) return;
  const count = totalQuantity(items);
  document.querySelectorAll<HTMLElement>('[data-basket-count]').forEach((element) => {
    element.textContent = count > 99 ? '99+' : String(count);
    element.hidden = count === 0;
  });
});
$favourites.listen((items) => {
  if (!items) return;
  document.querySelectorAll<HTMLElement>('[data-favourites]').forEach((element) => {
    element.hidden = items.length === 0;
  });
});
