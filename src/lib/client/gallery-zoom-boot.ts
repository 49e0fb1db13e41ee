// The product gallery's boot script: a few hundred bytes on product pages. The zoom itself
// (gallery-zoom.ts) is imported when a shopper first points at, touches, focuses or clicks a
// picture; clicks and key presses made while it loads are then handled in order.

const WAKE = ['pointerover', 'focusin', 'click', 'keydown', 'touchstart'] as const;

export function bootGalleryZoom(doc: Document): void {
  const buttons = doc.querySelectorAll<HTMLElement>('[data-zoom]');
  // With the script here, the pictures show they zoom (the cursor), before it is loaded.
  for (const button of buttons) button.dataset.zoomReady = '';
  if (buttons.length === 0) return;
  const waiting: Event[] = [];
  let woken = false;
  const wake = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-zoom]')) return;
    if (event.type === 'click' || event.type === 'keydown') waiting.push(event);
    if (woken) return;
    woken = true;
    void import('./gallery-zoom.ts').then((zoom) => {
      for (const type of WAKE) doc.removeEventListener(type, wake, true);
      zoom.startGalleryZoom(doc, waiting);
    });
  };
  for (const type of WAKE) doc.addEventListener(type, wake, { capture: true, passive: true });
}
