import { messages } from './validation/messages.ts';

// Hex colours are normalised from 3/4 to 6/8 digits; invalid hex raises an error;
// alpha 0–1 converts to two hex digits.

/** A colour or alpha that cannot be used; the API answers it as a 422 (src/api/respond.ts). */
export class InvalidColourError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidColourError';
  }
}

/** "#abc" → "#aabbcc", "#abcd" → "#aabbccdd"; six and eight digits pass through lower-cased. */
export function normaliseHex(value: string): string {
  const match = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match?.[1]) throw new InvalidColourError(`${messages.hexColour}: ${value.slice(0, 40)}`);
  const digits = match[1].toLowerCase();
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${long}`;
}

/** Alpha 0–1 as the two hex digits appended to a colour. */
export function alphaToHex(alpha: number): string {
  if (!Number.isFinite(alpha) || alpha < 0 || alpha > 1) throw new InvalidColourError(`Alpha must be between 0 and 1, got ${alpha}`);
  return Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
}

/** A colour with its alpha applied: ("#abc", 0.5) → "#aabbcc80". */
export function withAlpha(hex: string, alpha: number): string {
  return normaliseHex(hex).slice(0, 7) + alphaToHex(alpha);
}

export function isHexColour(value: string): boolean {
  return /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim());
}
