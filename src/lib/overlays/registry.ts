// The overlay registry: every popup, drawer and menu that sits over the page opens and closes
// through one registry, which keeps them in a stack (the most recently opened on top). That
// one stack is what makes the shared rules possible: Escape closes only the top overlay, the
// page behind is locked while any modal overlay or the drawer is open, and a page change
// closes them all except those that stay (the sidebar fixed on a large screen). Pure: the
// browser's side (keys, scroll, focus, page changes) is src/lib/client/overlays.ts.

export interface OverlayOptions {
  /** Closes the overlay on screen when the registry closes it (Escape, close all, a page change). */
  onClose?: () => void;
  /** A modal overlay traps focus and locks the page behind it; a dropdown does neither. */
  modal?: boolean;
  /** Locks the page's scroll while open (modal overlays always do; the drawer does too). */
  lockScroll?: boolean;
  /** False when Escape must not close it (a loading popup with nothing to cancel); Escape then closes nothing. */
  dismissible?: boolean;
  /** Asked on a page change: true keeps it open (the sidebar while fixed on a large screen). */
  staysOnPageChange?: () => boolean;
  /** Where focus was when it opened; focus goes back there when it closes. */
  opener?: unknown;
}

export interface Overlay extends OverlayOptions {
  id: string;
}

export type OverlayListener = (stack: readonly Overlay[], closed: readonly Overlay[]) => void;

export interface OverlayRegistry {
  /** Opens `id` (or, already open, brings it to the top with the new options). */
  open(id: string, options?: OverlayOptions): void;
  /** Closes `id` if open (telling it through onClose); true when it was. */
  close(id: string): boolean;
  /** `id` closed by itself (its own button, its parent): forgets it without calling its onClose. */
  closed(id: string): void;
  /** Opens `id` when closed, closes it when open; true when it is now open. */
  toggle(id: string, options?: OverlayOptions): boolean;
  /** Closes every overlay, top first; on a page change those that stay are kept. */
  closeAll(reason?: 'page-change'): void;
  /** Escape: closes the top overlay if it may be dismissed; true when Escape was used up (an overlay was on top). */
  escape(): boolean;
  isOpen(id: string): boolean;
  /** The open overlays, bottom first (the last is on top). */
  stack(): readonly Overlay[];
  top(): Overlay | undefined;
  /** Whether the page behind must not scroll. */
  scrollLocked(): boolean;
  /** Told after every change, with what it closed; returns the unsubscribe. */
  subscribe(listener: OverlayListener): () => void;
}

export function createOverlayRegistry(): OverlayRegistry {
  let stack: Overlay[] = [];
  const listeners = new Set<OverlayListener>();

  const notify = (closed: Overlay[]) => {
    const now = stack;
    for (const listener of [...listeners]) listener(now, closed);
  };

  // Closing tells the overlay (onClose) after it has left the stack, so an overlay whose
  // onClose closes it again through the registry finds it already closed.
  const remove = (leaving: Overlay[]) => {
    if (leaving.length === 0) return;
    stack = stack.filter((entry) => !leaving.includes(entry));
    for (const entry of [...leaving].reverse()) entry.onClose?.();
    notify(leaving);
  };

  const registry: OverlayRegistry = {
    open(id, options = {}) {
      const earlier = stack.find((entry) => entry.id === id);
      // Reopened: the opener it first had stays where focus goes back to.
      const entry: Overlay = { ...options, id, opener: earlier?.opener ?? options.opener };
      stack = [...stack.filter((item) => item.id !== id), entry];
      notify([]);
    },
    close(id) {
      const entry = stack.find((item) => item.id === id);
      if (!entry) return false;
      remove([entry]);
      return true;
    },
    closed(id) {
      const entry = stack.find((item) => item.id === id);
      if (!entry) return;
      stack = stack.filter((item) => item !== entry);
      notify([entry]);
    },
    toggle(id, options) {
      if (registry.close(id)) return false;
      registry.open(id, options);
      return true;
    },
    closeAll(reason) {
      remove(reason === 'page-change' ? stack.filter((entry) => !entry.staysOnPageChange?.()) : stack);
    },
    escape() {
      const top = stack[stack.length - 1];
      if (!top) return false;
      if (top.dismissible !== false) remove([top]);
      return true;
    },
    isOpen: (id) => stack.some((entry) => entry.id === id),
    stack: () => stack,
    top: () => stack[stack.length - 1],
    scrollLocked: () => stack.some((entry) => entry.modal === true || entry.lockScroll === true),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return registry;
}
