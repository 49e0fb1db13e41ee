import { isZoomed, keyZoom, originAt, pinchZoom, toggleZoom, UNZOOMED, wheelZoom, type ZoomState } from '../image-zoom.ts';
import { LAZY_LOADING, sizesFor, throttle } from '../lazy-loading.ts';

// The product gallery's zoom, loaded by its boot script (gallery-zoom-boot.ts) when a shopper
// first reaches for a picture. Each picture sits in a zoom button (src/components/catalogue/
// Gallery.astro): a click toggles, the wheel / + / - / a pinch move the zoom from 1 to 2, the
// pointer or the arrow keys choose the point looked at, leaving (pointer out, Escape, focus
// elsewhere, a second click) resets. The zoom is a CSS transform inside a box that clips it,
// so nothing around moves. The maths is src/lib/image-zoom.ts.

const BUTTON = '[data-zoom]';
const states = new WeakMap<HTMLElement, ZoomState>();
const stateOf = (button: HTMLElement) => states.get(button) ?? UNZOOMED;
const imageOf = (button: HTMLElement) => button.querySelector('img');

// A zoomed picture asks for a rendition sharp at its scale (at most once per throttle interval).
const sharpen = throttle(
  (image: HTMLImageElement, scale: number) => {
    if (image.srcset) image.sizes = sizesFor(image.getBoundingClientRect().width / scale, scale);
  },
  () => performance.now(),
  (callback, ms) => setTimeout(callback, ms),
);

function apply(button: HTMLElement, state: ZoomState): void {
  states.set(button, state);
  const zoomed = isZoomed(state);
  button.setAttribute('aria-pressed', String(zoomed));
  button.dataset.scale = state.scale.toFixed(1);
  const image = imageOf(button);
  if (!image) return;
  image.style.transformOrigin = `${state.originX}% ${state.originY}%`;
  image.style.transform = zoomed ? `scale(${state.scale})` : '';
  if (zoomed) sharpen(image, state.scale);
}

const buttonAt = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(BUTTON) : null);

/** A picture about to be looked at closely: fetch it a size larger ahead of the click. */
function prepare(button: HTMLElement): void {
  const image = imageOf(button);
  if (image?.srcset && !image.dataset.expanded) {
    image.dataset.expanded = '';
    image.sizes = sizesFor(image.getBoundingClientRect().width, LAZY_LOADING.expand);
  }
}

function click(event: MouseEvent): void {
  const button = buttonAt(event.target);
  if (!button) return;
  // A click from the keyboard (Enter, Space) has no pointer position: zoom on the centre.
  const at = event.detail > 0 ? originAt(button.getBoundingClientRect(), event.clientX, event.clientY) : undefined;
  apply(button, toggleZoom(stateOf(button), at && { x: at.originX, y: at.originY }));
}

function keydown(event: KeyboardEvent): void {
  const button = buttonAt(event.target);
  if (!button || event.altKey || event.ctrlKey || event.metaKey) return;
  const next = keyZoom(stateOf(button), event.key);
  if (!next) return;
  event.preventDefault();
  apply(button, next);
}

/** Pointers down on a zoom button (touch), for the pinch. */
const touches = new Map<number, { x: number; y: number }>();
let pinch: { button: HTMLElement; scale: number; distance: number } | undefined;
const spread = () => {
  const [a, b] = [...touches.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

function pointerdown(event: PointerEvent): void {
  const button = buttonAt(event.target);
  if (!button || event.pointerType !== 'touch') return;
  touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (touches.size === 2) pinch = { button, scale: stateOf(button).scale, distance: spread() };
}

function pointermove(event: PointerEvent): void {
  const button = buttonAt(event.target);
  if (touches.has(event.pointerId)) touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (pinch && touches.size === 2) {
    const state = stateOf(pinch.button);
    apply(pinch.button, pinchZoom(state, pinch.scale, pinch.distance, spread()));
    return;
  }
  if (!button || !isZoomed(stateOf(button))) return;
  apply(button, { ...stateOf(button), ...originAt(button.getBoundingClientRect(), event.clientX, event.clientY) });
}

function pointerup(event: PointerEvent): void {
  touches.delete(event.pointerId);
  if (touches.size < 2) pinch = undefined;
}

function reset(button: HTMLElement | null): void {
  if (button && isZoomed(stateOf(button))) apply(button, UNZOOMED);
}

function wheel(event: WheelEvent): void {
  const button = buttonAt(event.target);
  // Only a zoomed picture takes the wheel: over any other, it scrolls the page as ever.
  if (!button || !isZoomed(stateOf(button))) return;
  event.preventDefault();
  apply(button, wheelZoom(stateOf(button), event.deltaY));
}

let started = false;

/** Starts the zoom on every gallery of the page; `waiting`: clicks and key presses made while it loaded, handled now. */
export function startGalleryZoom(doc: Document, waiting: readonly Event[] = []): void {
  if (!started) {
    started = true;
    doc.addEventListener('click', click);
    doc.addEventListener('keydown', keydown);
    doc.addEventListener('wheel', wheel, { passive: false });
    doc.addEventListener('pointerdown', pointerdown);
    doc.addEventListener('pointermove', pointermove);
    doc.addEventListener('pointerup', pointerup);
    doc.addEventListener('pointercancel', pointerup);
    doc.addEventListener('pointerover', (event) => {
      const button = buttonAt(event.target);
      if (button && event.pointerType === 'mouse') prepare(button);
    });
    // Leaving: the mouse going out of the picture, or the focus going elsewhere (a touch
    // lifting off fires pointerleave too, so only a mouse leaving resets).
    doc.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && reset(buttonAt(event.target)), true);
    doc.addEventListener('focusout', (event) => {
      const button = buttonAt(event.target);
      if (button && !button.contains(event.relatedTarget as Node | null)) reset(button);
    });
  }
  for (const event of waiting) {
    if (event instanceof KeyboardEvent) keydown(event);
    else if (event instanceof MouseEvent) click(event);
  }
}
