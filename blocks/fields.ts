import { z } from 'zod';
import { cssColour, safeUrl, text } from '../src/schemas/fields.ts';
import { TILE_RATIOS, TileRatio } from '../src/schemas/menu.ts';
import { blockedUrlReplacement, sanitiseOptionalUrl } from '../src/lib/url-sanitiser.ts';
import { knownIcon, type IconName } from '../src/components/icons/paths.ts';
import { IN_APP_ACTION_NAMES } from './action/in-app-actions.ts';

// Field builders shared by block schemas (call them, never copy a fragment).

export { cssColour, safeUrl, text };

/** Text that is cut to a maximum length instead of rejected (spec: banner title 50, copy 300). */
export const truncated = (max: number) =>
  z.string().default('').transform((value) => (value.length > max ? value.slice(0, max).trimEnd() : value));

export const align = () => z.enum(['left', 'center', 'right']);
/** An `align()` value as flexbox's justify-content. */
export const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * An icon name from the store's icon set, `fallback` when none is given; a name the set
 * does not have becomes no icon (never the fallback: the block then draws without one).
 */
export const icon = (fallback?: IconName) =>
  z.string().max(40).optional().transform((name) => (name === undefined ? fallback : knownIcon(name)));

/** A named in-app action (e.g. "basket"); an unknown name becomes no action. */
export const inAppAction = () => z.enum(IN_APP_ACTION_NAMES).optional().catch(undefined);

/**
 * Responsive sources of an image: width → address. Each address passes the URL
 * sanitiser; a blocked one (or one with a space, which would split a srcset entry) is dropped.
 */
export const imageSizes = () =>
  z.record(z.string().regex(/^\d+$/), z.string().max(2048)).transform((sizes) => {
    const safe: Record<string, string> = {};
    for (const [width, address] of Object.entries(sizes)) {
      const url = sanitiseOptionalUrl(address);
      if (url !== undefined && url !== blockedUrlReplacement() && !/\s/.test(url)) safe[width] = url;
    }
    return safe;
  }).optional();

/** Spec §3 pod ratios (height / width): the same ratios as the menu's image tiles. */
export const POD_RATIOS = TILE_RATIOS;
export type PodRatio = TileRatio;
export const podRatio = () => TileRatio;

/** Spec §9 shadows: light 0 2px 4px, medium 0 3px 6px, heavy 0 4px 8px. */
export const TEXT_SHADOWS = { none: 'none', light: '0 2px 4px', medium: '0 3px 6px', heavy: '0 4px 8px' } as const;
export const textShadow = () => z.enum(['none', 'light', 'medium', 'heavy']);

/** A CSS length such as 4px, 1.5rem or 50%. */
export const cssLength = () => z.string().trim().regex(/^(0|\d+(\.\d+)?(px|rem|em|%|vh|vw))$/, { error: 'Invalid length' });

/** A link with its label, as buttons and banner actions use. */
export const action = () =>
  z.object({
    text: text(60).default(''),
    href: safeUrl(),
    /** A named in-app action instead of a link, e.g. "basket". */
    action: inAppAction(),
    target: z.enum(['_self', '_blank']).default('_self'),
    icon: icon(),
    primary: z.boolean().default(true),
  });

/** Spec §5: actions lacking text, or both href and action, are dropped. */
export const actions = (max = 4) =>
  z.array(action()).default([]).transform((list) => list.filter((item) => item.text.trim() !== '' && (item.href || item.action)).slice(0, max));

/** Money in minor units, as stored on products. */
export const money = () => z.int().min(0);
