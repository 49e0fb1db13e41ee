import { readCookie } from '../../src/lib/cookies.ts';

// The hearts' boot script: a few hundred bytes, and the cookie reader the page's other
// scripts share, on every page with hearts (product pages, pods, product lists). Without
// JavaScript each heart is a form that posts to the basket call (name = favourites) and
// lands on /favourites/. With it, a submit is taken over and the rest (store, API client)
// is imported only when a heart is pressed — or when the header hint says favourites
// exist, to fill in the hearts already kept.

/** The header hint's count of favourites (src/api/basket-request.ts FAVOURITES_HINT_COOKIE). */
const FAVOURITES_HINT = 'pf_favourites';

export function bootHearts(doc: Document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-favourite-form]')) return;
    event.preventDefault();
    // The pending marker shows at once, before the module has even loaded.
    form.dataset.pending = '';
    void import('./heart-toggle.ts').then((module) => module.submitHeart(form));
  });
  let kept = 0;
  try {
    kept = Number(readCookie(doc.cookie, FAVOURITES_HINT) ?? 0) || 0;
  } catch {
    // A sandboxed frame cannot read cookies.
  }
  if (kept > 0 && doc.querySelector('[data-favourite-form]')) void import('./heart-toggle.ts').then((module) => module.showKeptHearts());
}
