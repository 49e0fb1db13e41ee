// The product page's add-to-basket boot script (tiny; the page's JavaScript budget is
// 10 KB gzip before interaction). Without JavaScript the form posts to addItemToCart and
// lands on /basket/ (303). With it, the submit is taken over: the store and API client are
// imported on the first press, the header count updates and the shopper stays on the page.

import { armChunkReload } from '../../src/lib/client/chunk-reload.ts';
import { CHUNK_LOAD_FAILED_EVENT } from '../../src/lib/event-calls.ts';

// The event client is fetched only to report (this boot script stays tiny).
const reportChunkFailure = (message: string) =>
  void import('../../src/lib/client/events/browser.ts').then(({ trackEvent }) => trackEvent(CHUNK_LOAD_FAILED_EVENT, { message })).catch(() => {});

export function bootAddToBasket(doc: Document): void {
  armChunkReload(reportChunkFailure);
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-product-form]')) return;
    event.preventDefault();
    form.setAttribute('aria-busy', 'true');
    void import('./add-form.ts').then((module) => module.submitAddForm(form));
  });
}
