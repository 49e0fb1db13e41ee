import { addToBasket, totalQuantity, type ItemInput } from './store.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { trackEvent } from '../../src/lib/client/events/browser.ts';
import { ADD_TO_BASKET_EVENT } from '../../src/lib/event-calls.ts';
import { keepForLater, offlineFailure, watchConnection } from './offline-changes.ts';

const PART_FIELD = /^bundleOptions\[(\d{1,2})\]\[(productId|productColor|productSize)\]$/;
/** A personalizable studio product's text fields: item[personalization][layerId]. */
const PERSONAL_FIELD = /^item\[personalization\]\[([A-Za-z0-9_-]{1,64})\]$/;

/**
 * The form's fields as the call's `item` (the same names the plain form posts), with a
 * bundle's parts (bundleOptions[i][…]) as item.bundleOptions.
 */
export function itemFromForm(form: HTMLFormElement): ItemInput {
  const data = new FormData(form);
  const item: Record<string, string> = {};
  for (const field of ['productId', 'productUrl', 'productColor', 'productSize', 'quantity']) {
    const value = data.get(`item[${field}]`);
    if (typeof value === 'string' && value !== '') item[field] = value;
  }
  const parts: Record<string, string>[] = [];
  for (const [name, value] of data.entries()) {
    const match = PART_FIELD.exec(name);
    if (!match || typeof value !== 'string' || value === '') continue;
    const part = parts[Number(match[1])] ?? {};
    part[match[2]!] = value;
    parts[Number(match[1])] = part;
  }
  const personalization: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    const match = PERSONAL_FIELD.exec(name);
    if (match && typeof value === 'string') personalization[match[1]!] = value;
  }
  const withTexts: ItemInput = Object.keys(personalization).length > 0 ? { ...item, personalization } : item;
  return parts.length > 0 ? { ...withTexts, bundleOptions: parts.filter(Boolean) } : withTexts;
}

// Changes kept offline on an earlier page are sent once this script is loaded and online.
watchConnection();

/** Adds the chosen colour and size through the shared store and says so beside the button. */
export async function submitAddForm(form: HTMLFormElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[data-add-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const item = itemFromForm(form);
    const items = await addToBasket(item);
    trackEvent(ADD_TO_BASKET_EVENT, { product: item.productUrl ?? Number(item.productId), quantity: Number(item.quantity ?? 1) });
    if (status) {
      status.dataset.state = 'added';
      status.replaceChildren(`Added to your basket (${totalQuantity(items)} ${totalQuantity(items) === 1 ? 'item' : 'items'}). `);
      const link = document.createElement('a');
      link.href = '/basket/';
      link.textContent = 'View basket';
      status.append(link);
    }
  } catch (error) {
    // Offline: kept on the device and sent when the connection returns.
    if (offlineFailure(error)) {
      await keepForLater({ kind: 'basket-add', item: itemFromForm(form) }, status, 'Synced: added to your basket.');
      return;
    }
    if (status) {
      status.dataset.state = 'error';
      status.textContent = error instanceof ApiRequestError ? error.failure.message : 'Oops... looks like something went wrong. Please try again.';
    }
  } finally {
    form.removeAttribute('aria-busy');
    if (button) button.disabled = false;
  }
}
