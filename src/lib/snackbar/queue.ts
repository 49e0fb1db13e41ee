// The snackbar: queue max 4, default timeout 3000 ms, 300 ms between items, duplicate
// code dropped." One message shows at a time; the next follows 300 ms after it goes. Pure:
// the timers and the drawing are passed in, so unit tests drive it with fake timers and the
// island (islands/snackbar/) only draws.

export const SNACKBAR_MAX = 4;
export const SNACKBAR_TIMEOUT_MS = 3000;
export const SNACKBAR_GAP_MS = 300;

export interface SnackbarItem {
  message: string;
  /** Items with the same code are one message: a second one while the first is queued or showing is dropped. */
  code?: string;
  /** How long it shows; 3000 ms unless said. */
  timeout?: number;
  tone?: 'info' | 'success' | 'error';
}

export interface SnackbarTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SnackbarQueue {
  /** Queues an item; false when it was dropped (queue full, or its code already queued or showing). */
  push(item: SnackbarItem): boolean;
  /** Hides the one showing now (its close button); the next follows after the gap. */
  dismiss(): void;
  /** What is showing and what waits, for tests and the island. */
  snapshot(): { showing: SnackbarItem | null; waiting: SnackbarItem[] };
}

export function createSnackbarQueue(timers: SnackbarTimers, draw: (item: SnackbarItem | null) => void): SnackbarQueue {
  const waiting: SnackbarItem[] = [];
  let showing: SnackbarItem | null = null;
  let timer: unknown;
  /** Between two items: nothing shows, the next waits for the gap. */
  let resting = false;

  const showNext = () => {
    resting = false;
    const next = waiting.shift();
    if (!next) return;
    showing = next;
    draw(next);
    timer = timers.setTimeout(hide, next.timeout ?? SNACKBAR_TIMEOUT_MS);
  };

  function hide(): void {
    if (!showing) return;
    showing = null;
    draw(null);
    resting = true;
    timer = timers.setTimeout(showNext, SNACKBAR_GAP_MS);
  }

  return {
    push(item) {
      const held = showing ? [showing, ...waiting] : waiting;
      if (held.length >= SNACKBAR_MAX) return false;
      if (item.code !== undefined && held.some((other) => other.code === item.code)) return false;
      waiting.push(item);
      if (!showing && !resting) showNext();
      return true;
    },
    dismiss() {
      if (!showing) return;
      timers.clearTimeout(timer);
      hide();
    },
    snapshot: () => ({ showing, waiting: [...waiting] }),
  };
}
