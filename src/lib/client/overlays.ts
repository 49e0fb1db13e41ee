import { BREAKPOINTS } from '../breakpoints.ts';
import { createOverlayRegistry, type Overlay, type OverlayRegistry } from '../overlays/registry.ts';

// The page's one overlay registry (src/lib/overlays/registry.ts) and what it does in the
// browser: Escape closes only the top overlay; the page behind cannot scroll while a modal
// overlay or the drawer is open, with the scrollbar's width kept as padding so nothing
// jumps; a page change (leaving, back/forward, an Astro view transition) closes them all but
// the sidebar fixed on a large screen. Installed on first use: a page with no island never
// loads it, and its sidebar is a plain popover (Esc and outside clicks close it natively).

const registry = createOverlayRegistry();
let installed = false;

/** The sidebar stays open across pages while it is fixed beside the content on a large screen. */
const LARGE_SCREEN = `(min-width: ${BREAKPOINTS.lg}px)`;

/** The page's registry, its browser behaviour installed. */
export function overlays(): OverlayRegistry {
  if (!installed && typeof document !== 'undefined') install();
  return registry;
}

/** Locks the page behind (or unlocks it), keeping the scrollbar's room as padding so nothing moves. */
export function lockScroll(locked: boolean): void {
  const root = document.documentElement;
  if (locked === root.hasAttribute('data-scroll-locked')) return;
  if (locked) {
    // Measured before hiding the scrollbar: what it took is what the page must keep.
    root.style.paddingRight = `${Math.max(0, window.innerWidth - root.clientWidth)}px`;
    root.style.overflow = 'hidden';
    root.setAttribute('data-scroll-locked', '');
  } else {
    root.style.removeProperty('padding-right');
    root.style.removeProperty('overflow');
    root.removeAttribute('data-scroll-locked');
  }
}

function install(): void {
  installed = true;
  document.documentElement.setAttribute('data-overlays', '');
  registry.subscribe(() => lockScroll(registry.scrollLocked()));
  // Bubbling, after the overlay's own fields: a field that uses Escape itself (prevents it) keeps it.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    // Used up: the native <dialog> does not also cancel, and the layer below stays.
    if (registry.escape()) event.preventDefault();
  });
  const pageChange = () => registry.closeAll('page-change');
  window.addEventListener('pagehide', pageChange);
  window.addEventListener('popstate', pageChange);
  document.addEventListener('astro:before-swap', pageChange);
  for (const element of document.querySelectorAll<HTMLElement>('[popover][data-overlay]')) adoptDrawer(element);
}

/**
 * A drawer on the Popover API (the sidebar): opened by its popovertarget buttons with no
 * script, it joins the stack whenever it opens. Adopted, it becomes a manual popover, so a
 * modal popup opened over it does not close it (showModal() closes every auto popover); the
 * registry then does what the browser did: Escape (on top only) and a click on its backdrop
 * close it. Open when adopted, it is shown again as manual, focus kept where it was.
 */
function adoptDrawer(element: HTMLElement): void {
  const id = `drawer:${element.id}`;
  const entry = {
    lockScroll: true,
    onClose: () => {
      if (element.matches(':popover-open')) element.hidePopover();
    },
    staysOnPageChange: () => element.hasAttribute('data-fixed') && window.matchMedia(LARGE_SCREEN).matches,
  } satisfies Omit<Overlay, 'id'>;
  // Where focus was when it opened (its burger): a manual popover does not give it back by itself.
  let opener: HTMLElement | null = null;
  const focusedElement = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (element.matches(':popover-open')) {
    const focused = focusedElement();
    element.hidePopover();
    // Hiding the auto popover gave focus back to its burger: that is the opener.
    opener = focusedElement();
    element.popover = 'manual';
    element.showPopover();
    if (focused && element.contains(focused)) focused.focus();
    registry.open(id, entry);
  } else element.popover = 'manual';
  element.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') opener = focusedElement();
  });
  // Toggle events come late and merged: the drawer's state now is what counts.
  element.addEventListener('toggle', () => {
    const open = element.matches(':popover-open');
    if (open && !registry.isOpen(id)) registry.open(id, entry);
    else if (!open) {
      registry.closed(id);
      const focused = focusedElement();
      if ((!focused || focused === document.body || element.contains(focused)) && opener?.isConnected) opener.focus();
    }
  });
  element.addEventListener('click', (event) => {
    if (event.target !== element) return;
    const box = element.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) registry.close(id);
  });
}
