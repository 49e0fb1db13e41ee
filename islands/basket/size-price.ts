// The product page's price follows the size chosen in the add-to-basket form. The server drew
// every size's price stacked in one place (the tallest reserves the space, so nothing moves);
// this shows the chosen one. Without JavaScript the form's "show the price" button reloads
// the page on the chosen size instead.

const SIZE_FIELD = 'item[productSize]';

/** Shows the price drawn for `size` (or the colour's own, '' , when none is chosen). */
export function showSizePrice(prices: Element, size: string): void {
  const entries = [...prices.querySelectorAll<HTMLElement>('[data-size]')];
  const chosen = entries.find((entry) => entry.dataset.size === size) ?? entries.find((entry) => entry.dataset.size === '');
  for (const entry of entries) entry.toggleAttribute('data-shown', entry === chosen);
}

export function bootSizePrices(doc: Document): void {
  doc.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== SIZE_FIELD || !input.closest('[data-product-form]')) return;
    const prices = doc.querySelector('[data-variant-prices]');
    if (prices) showSizePrice(prices, input.value);
  });
}
