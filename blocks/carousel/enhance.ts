// The carousel's buttons: scroll the row by a page of items, and are disabled at its ends.
// Everything else (swipe, snap, keyboard scrolling) is the browser's own.

function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !prev || !next || 'enhanced' in root.dataset) return;
  root.dataset.enhanced = '';
  const smooth = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
  // A pixel of slack: scroll positions are fractional on zoomed or high-density screens.
  const update = () => {
    prev.disabled = track.scrollLeft <= 1;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  };
  prev.addEventListener('click', () => track.scrollBy({ left: -track.clientWidth, behavior: smooth() }));
  next.addEventListener('click', () => track.scrollBy({ left: track.clientWidth, behavior: smooth() }));
  track.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update);
  prev.hidden = next.hidden = false;
  update();
}

/** Enhances every carousel under `scope` once. */
export function enhanceCarousels(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhance);
}
