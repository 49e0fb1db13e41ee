// The image cropper's arithmetic (focal point clamped 0–1): where a pointer or an
// arrow key puts the point kept in view when a picture is cropped.
import { clampFocalPoint, type FocalPoint } from '../../src/lib/images.ts';

/** How far one arrow key press moves the point; Shift moves ten times as far. */
export const FOCAL_STEP = 0.01;

/** The point under the pointer, as fractions of the picture's box, clamped to the picture. */
export function focalPointAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return clampFocalPoint({ x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height });
}

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The point after an arrow key, or undefined for any other key. Never leaves 0–1. */
export function nudgeFocalPoint(point: FocalPoint, key: string, large = false): FocalPoint | undefined {
  const move = MOVES[key];
  if (!move) return undefined;
  const step = large ? FOCAL_STEP * 10 : FOCAL_STEP;
  // Rounded so repeated presses land on tidy hundredths instead of drifting floats.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return clampFocalPoint({ x: round(point.x + move[0] * step), y: round(point.y + move[1] * step) });
}

/** CSS object-position for a focal point, so previews crop the way the image service will. */
export function objectPosition(point: FocalPoint): string {
  const { x, y } = clampFocalPoint(point);
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}
