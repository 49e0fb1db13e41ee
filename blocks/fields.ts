import { z } from 'zod';
import { cssColour, safeUrl, text } from '../src/schemas/fields.ts';

// Field builders shared by block schemas (call them, never copy a fragment).

export { cssColour, safeUrl, text };

/** Text that is cut to a maximum length instead of rejected (spec: banner title 50, copy 300). */
export const truncated = (max: number) =>
  z.string().default('').transform((value) => (value.length > max ? value.slice(0, max).trimEnd() : value));

export const align = () => z.enum(['left', 'center', 'right']);

/** Spec §3 pod ratios (height / width). */
export const POD_RATIOS = { wide: 0.36, short: 0.49, '4:3': 0.75, square: 1.026, tall: 1.5 } as const;
export type PodRatio = keyof typeof POD_RATIOS;
export const podRatio = () => z.enum(Object.keys(POD_RATIOS) as [PodRatio, ...PodRatio[]]);

/** Spec §9 shadows: light 0 2px 4px, medium 0 3px 6px, heavy 0 4px 8px. */
export const TEXT_SHADOWS = { none: 'none', light: '0 2px 4px', medium: '0 3px 6px', heavy: '0 4px 8px' } as const;
export const textShadow = () => z.enum(['none', 'light', 'medium', 'heavy']);

/** A CSS length such as 4px, 1.5rem or 50%. */
export const cssLength = () => z.string().trim().regex(/^(0|\d+(\.\d+)?(px|rem|em|%|vh|vw))$/, { error: 'Invalid length' });

/** An image reference: its address and the text read out in its place. */
export const imageRef = () =>
  z.object({ src: z.string().min(1).max(2048), alt: text(300).default('') });

/** A link with its label, as buttons and banner actions use. */
export const action = () =>
  z.object({
    text: text(60).default(''),
    href: safeUrl(),
    /** A named in-app action instead of a link, e.g. "basket". */
    action: z.string().max(40).optional(),
    target: z.enum(['_self', '_blank']).default('_self'),
    icon: z.string().max(40).optional(),
    primary: z.boolean().default(true),
  });

/** Spec §5: actions lacking text, or both href and action, are dropped. */
export const actions = (max = 4) =>
  z.array(action()).default([]).transform((list) => list.filter((item) => item.text.trim() !== '' && (item.href || item.action)).slice(0, max));

/** Money in minor units, as stored on products. */
export const money = () => z.int().min(0);
