import { describe, expect, it } from 'vitest';
import { FOCAL_STEP, focalPointAt, nudgeFocalPoint, objectPosition } from '../../../islands/popups/focal-point.ts';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('image cropper focal point (clamped 0–1)', () => {
  it('reads the point under the pointer as fractions of the picture', () => {
    expect(focalPointAt(box, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(focalPointAt(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('clamps a pointer dragged beyond the picture to its edges', () => {
    expect(focalPointAt(box, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(focalPointAt(box, 9999, 9999)).toEqual({ x: 1, y: 1 });
    expect(focalPointAt({ ...box, width: 0 }, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves by one step per arrow key, ten with Shift, and never past an edge', () => {
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.5 + FOCAL_STEP, y: 0.5 });
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(nudgeFocalPoint({ x: 0, y: 1 }, 'ArrowLeft')).toEqual({ x: 0, y: 1 });
    expect(nudgeFocalPoint({ x: 0.95, y: 0.99 }, 'ArrowDown', true)).toEqual({ x: 0.95, y: 1 });
    expect(nudgeFocalPoint({ x: 0.5, y: 0.5 }, 'Enter')).toBeUndefined();
  });

  it('clamps a stored point that is out of range or not a number when previewing', () => {
    expect(objectPosition({ x: 1.7, y: -3 })).toBe('100% 0%');
    expect(objectPosition({ x: Number.NaN, y: 0.25 })).toBe('50% 25%');
  });
});
