import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  isZoomed,
  keyZoom,
  originAt,
  PAN_STEP,
  pinchZoom,
  toggleZoom,
  UNZOOMED,
  wheelZoom,
  ZOOM,
  type ZoomState,
} from '../../../src/lib/image-zoom.ts';

const zoomed = (scale: number, originX = 50, originY = 50): ZoomState => ({ scale, originX, originY });
/** `times` wheel notches of `deltaY` each. */
const wheel = (state: ZoomState, deltaY: number, times: number) => Array.from({ length: times }).reduce<ZoomState>((at) => wheelZoom(at, deltaY), state);

describe('image zoom', () => {
  it('runs from 1 to 2 in steps of 0.1', () => {
    expect(ZOOM).toEqual({ min: 1, max: 2, step: 0.1 });
  });

  it('clamps to 1–2 and snaps to the 0.1 grid, without floating-point tails', () => {
    expect(clampZoom(0.3)).toBe(1);
    expect(clampZoom(7)).toBe(2);
    expect(clampZoom(1 + 0.1 + 0.1)).toBe(1.2);
    expect(clampZoom(1.46)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('a click zooms fully into the point clicked; a second click resets', () => {
    const once = toggleZoom(UNZOOMED, { x: 20, y: 80 });
    expect(once).toEqual({ scale: 2, originX: 20, originY: 80 });
    expect(isZoomed(once)).toBe(true);
    expect(toggleZoom(once, { x: 5, y: 5 })).toEqual(UNZOOMED);
    // From the keyboard there is no point: the centre.
    expect(toggleZoom(UNZOOMED)).toEqual(zoomed(2));
  });

  it('the wheel moves the zoom a step per notch, towards the user zooming out, clamped at both ends', () => {
    expect(wheel(zoomed(2), 100, 5).scale).toBe(1.5);
    expect(wheel(zoomed(1.5), -100, 3).scale).toBe(1.8);
    expect(wheel(zoomed(1.5), -100, 20).scale).toBe(2);
    expect(wheel(zoomed(1.5), 100, 20).scale).toBe(1);
    expect(wheelZoom(zoomed(1.5), 0)).toEqual(zoomed(1.5));
  });

  it('a pinch scales the zoom it started from by how far the fingers spread, clamped', () => {
    expect(pinchZoom(UNZOOMED, 1, 100, 150).scale).toBe(1.5);
    expect(pinchZoom(zoomed(1.5), 1.5, 100, 400).scale).toBe(2);
    expect(pinchZoom(zoomed(1.5), 1.5, 100, 10).scale).toBe(1);
    expect(pinchZoom(zoomed(1.5), 1.5, 0, 10)).toEqual(zoomed(1.5));
  });

  it('the pointer chooses the point looked at, in percent of the picture, clamped to it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(originAt(box, 200, 100)).toEqual({ originX: 25, originY: 25 });
    expect(originAt(box, 0, 900)).toEqual({ originX: 0, originY: 100 });
    expect(originAt({ ...box, width: 0 }, 200, 150)).toEqual({ originX: 50, originY: 50 });
  });

  it('keys: + and - zoom, arrows look around only while zoomed, Escape resets', () => {
    expect(keyZoom(UNZOOMED, '+')?.scale).toBe(1.1);
    expect(keyZoom(zoomed(2), '+')?.scale).toBe(2);
    expect(keyZoom(zoomed(1.5), '-')?.scale).toBe(1.4);
    expect(keyZoom(UNZOOMED, '-')).toBeUndefined();
    expect(keyZoom(zoomed(2, 50, 50), 'ArrowLeft')).toEqual(zoomed(2, 50 - PAN_STEP, 50));
    expect(keyZoom(zoomed(2, 95, 3), 'ArrowRight')).toEqual(zoomed(2, 100, 3));
    expect(keyZoom(zoomed(2, 95, 3), 'ArrowUp')).toEqual(zoomed(2, 95, 0));
    expect(keyZoom(UNZOOMED, 'ArrowDown')).toBeUndefined();
    expect(keyZoom(zoomed(1.7, 10, 10), 'Escape')).toEqual(UNZOOMED);
    expect(keyZoom(UNZOOMED, 'Escape')).toBeUndefined();
    expect(keyZoom(zoomed(2), 'a')).toBeUndefined();
  });
});
