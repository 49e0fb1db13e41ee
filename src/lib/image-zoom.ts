// Product picture zoom, as numbers: a click toggles between 1 and the full zoom, the wheel
// (and + / -, and a pinch) moves it from 1 to 2 in steps of 0.1, the zoomed picture is
// looked around by the pointer (or the arrow keys), and leaving resets it. Pure: the
// gallery's script (src/components/catalogue/gallery-zoom.ts) applies the state.

export const ZOOM = { min: 1, max: 2, step: 0.1 } as const;
/** How far one arrow key press moves the point looked at, in percent of the picture. */
export const PAN_STEP = 10;

export interface ZoomState {
  /** 1 (not zoomed) to 2. */
  scale: number;
  /** The point of the picture that stays put under the zoom, in percent (0–100 each axis). */
  originX: number;
  originY: number;
}

export const UNZOOMED: ZoomState = { scale: ZOOM.min, originX: 50, originY: 50 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Snapped to the 0.1 grid (no 1.2000000000000002) and kept within 1–2. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM.min;
  const steps = Math.round(scale / ZOOM.step);
  return clamp(steps / Math.round(1 / ZOOM.step), ZOOM.min, ZOOM.max);
}

export const isZoomed = (state: ZoomState) => state.scale > ZOOM.min;

/** A click: zoomed pictures go back to 1, others to the full zoom at the point clicked. */
export function toggleZoom(state: ZoomState, at?: { x: number; y: number }): ZoomState {
  if (isZoomed(state)) return UNZOOMED;
  return { scale: ZOOM.max, originX: at ? clamp(at.x, 0, 100) : state.originX, originY: at ? clamp(at.y, 0, 100) : state.originY };
}

/** One wheel notch (or key press): up zooms in by a step, down zooms out by one. */
export function stepZoom(state: ZoomState, direction: 1 | -1): ZoomState {
  return { ...state, scale: clampZoom(state.scale + direction * ZOOM.step) };
}

/** A wheel turn: the sign of deltaY says which way (negative = away from the user = zoom in). */
export function wheelZoom(state: ZoomState, deltaY: number): ZoomState {
  if (deltaY === 0 || !Number.isFinite(deltaY)) return state;
  return stepZoom(state, deltaY < 0 ? 1 : -1);
}

/** A pinch: the zoom at its start times how far the fingers have spread since. */
export function pinchZoom(state: ZoomState, startScale: number, startDistance: number, distance: number): ZoomState {
  if (!(startDistance > 0) || !(distance > 0)) return state;
  return { ...state, scale: clampZoom(startScale * (distance / startDistance)) };
}

/** Where a pointer is over the picture's box, as the point to look at (percent, clamped). */
export function originAt(box: { left: number; top: number; width: number; height: number }, x: number, y: number): { originX: number; originY: number } {
  const percent = (offset: number, size: number) => (size > 0 ? clamp((offset / size) * 100, 0, 100) : 50);
  return { originX: percent(x - box.left, box.width), originY: percent(y - box.top, box.height) };
}

/**
 * A key on the zoom button: + / - zoom (= and _ are the same keys unshifted), the arrows
 * move the point looked at while zoomed, Escape resets. Undefined: the key is not the zoom's
 * (an arrow on an unzoomed picture scrolls the strip as usual).
 */
export function keyZoom(state: ZoomState, key: string): ZoomState | undefined {
  switch (key) {
    case '+':
    case '=':
      return stepZoom(state, 1);
    case '-':
    case '_':
      return isZoomed(state) ? stepZoom(state, -1) : undefined;
    case 'Escape':
      return isZoomed(state) ? UNZOOMED : undefined;
  }
  if (!isZoomed(state)) return undefined;
  const pan = (axis: 'originX' | 'originY', by: number) => ({ ...state, [axis]: clamp(state[axis] + by, 0, 100) });
  if (key === 'ArrowLeft') return pan('originX', -PAN_STEP);
  if (key === 'ArrowRight') return pan('originX', PAN_STEP);
  if (key === 'ArrowUp') return pan('originY', -PAN_STEP);
  if (key === 'ArrowDown') return pan('originY', PAN_STEP);
  return undefined;
}
