import { z } from 'zod';
import { cssColour, safeUrl, text } from '../src/schemas/fields.ts';
import { TILE_RATIOS, TileRatio } from '../src/schemas/menu.ts';
import { blockedUrlReplacement, sanitiseOptionalUrl } from '../src/lib/url-sanitiser.ts';
import { knownIcon, type IconName } from '../src/components/icons/paths.ts';
import { IN_APP_ACTION_NAMES } from './action/in-app-actions.ts';
import './editor-meta.ts';

// Field builders shared by block schemas (call them, never copy a fragment). The ones
// named …Field / …Fields carry their editor metadata (label, group, widget), so a group of
// inputs that many blocks share is declared once for the parser and the editor alike.

export { cssColour, safeUrl, text };

/** Text that is cut to a maximum length instead of rejected (banner title 50, copy 300). */
export const truncated = (max: number) =>
  z
    .string()
    .default('')
    .transform((value) => (value.length > max ? value.slice(0, max).trimEnd() : value))
    // The cut is a transform, invisible to introspection: the editor's counter reads this.
    .meta({ maxLength: max });

export const align = () => z.enum(['left', 'center', 'right']);
/** An `align()` value as flexbox's justify-content. */
export const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * An icon name from the store's icon set, `fallback` when none is given; a name the set
 * does not have becomes no icon (never the fallback: the block then draws without one).
 */
export const icon = (fallback?: IconName) =>
  z
    .string()
    .max(40)
    .optional()
    .transform((name) => (name === undefined ? fallback : knownIcon(name)));

/** A named in-app action (e.g. "basket"); an unknown name becomes no action. */
export const inAppAction = () => z.enum(IN_APP_ACTION_NAMES).optional().catch(undefined);

/**
 * Responsive sources of an image: width → address. Each address passes the URL
 * sanitiser; a blocked one (or one with a space, which would split a srcset entry) is dropped.
 */
export const imageSizes = () =>
  z
    .record(z.string().regex(/^\d+$/), z.string().max(2048))
    .transform((sizes) => {
      const safe: Record<string, string> = {};
      for (const [width, address] of Object.entries(sizes)) {
        const url = sanitiseOptionalUrl(address);
        if (url !== undefined && url !== blockedUrlReplacement() && !/\s/.test(url)) safe[width] = url;
      }
      return safe;
    })
    .optional();

/** Pod ratios (height / width): the same ratios as the menu's image tiles. */
export const POD_RATIOS = TILE_RATIOS;
export type PodRatio = TileRatio;
export const podRatio = () => TileRatio;

/** Shadows: light 0 2px 4px, medium 0 3px 6px, heavy 0 4px 8px. */
export const TEXT_SHADOWS = { none: 'none', light: '0 2px 4px', medium: '0 3px 6px', heavy: '0 4px 8px' } as const;
export const textShadow = () => z.enum(['none', 'light', 'medium', 'heavy']);

/** A CSS length such as 4px, 1.5rem or 50%. */
export const cssLength = () =>
  z
    .string()
    .trim()
    .regex(/^(0|\d+(\.\d+)?(px|rem|em|%|vh|vw))$/, { error: 'Invalid length' });

/** A link with its label, as buttons and banner actions use. */
export const action = () =>
  z.object({
    text: text(60).default('').meta({ label: 'Text', group: 'Content', widget: 'text' }),
    href: linkField(),
    action: inAppAction().meta({ label: 'In-app action', help: 'A named action instead of a link, e.g. "basket".', group: 'Link', widget: 'select' }),
    target: z.enum(['_self', '_blank']).default('_self').meta({ label: 'Open in', group: 'Link', widget: 'select' }),
    icon: iconField(),
    primary: z
      .boolean()
      .default(true)
      .meta({ label: 'Primary button', help: "Filled in the theme's primary colour; off draws an outlined button.", group: 'Style', widget: 'toggle' }),
  });

/** Actions lacking text, or both href and action, are dropped. */
export const actions = (max = 4) =>
  z
    .array(action())
    .default([])
    .transform((list) => list.filter((item) => item.text.trim() !== '' && (item.href || item.action)).slice(0, max));

/** Money in minor units, as stored on products. */
export const money = () => z.int().min(0);

// ── Shared field groups, with their editor metadata ──────────────────────────────────

/** A link address: the URL sanitiser's optional address, in the Link group. */
export const linkField = (label = 'Link', help?: string) => safeUrl().meta({ label, group: 'Link', widget: 'url', ...(help ? { help } : {}) });

/** An image address, picked from the media library. */
export const imageField = (label = 'Image', help?: string) => safeUrl().meta({ label, group: 'Media', widget: 'image', ...(help ? { help } : {}) });

/** A video address (a file on the store or a video page). */
export const videoField = (label = 'Video', help?: string) => safeUrl().meta({ label, group: 'Media', widget: 'url', ...(help ? { help } : {}) });

/** Responsive sources written by the image uploader, never typed by the owner. */
export const imageSizesField = () =>
  imageSizes().meta({ label: 'Image sizes', help: 'Responsive sources of the image: width → address.', group: 'Advanced', widget: 'hidden' });

/** An icon from the store's icon set. */
export const iconField = (fallback?: IconName, help = "Icon name from the store's icon set.") =>
  icon(fallback).meta({ label: 'Icon', help, group: 'Style', widget: 'icon' });

/** An optional colour; empty means the theme's colour. */
export const colourField = (label: string, help?: string) =>
  cssColour()
    .optional()
    .meta({ label, group: 'Colours', widget: 'colour', ...(help ? { help } : {}) });

/** Text and background colours over the theme's (banner, slide). */
export const colourFields = () => ({
  textColor: colourField('Text colour', "Empty uses the theme's colour."),
  backgroundColor: colourField('Background colour', 'Shown behind the image, or instead of it.'),
});

/** A tint over an image so text laid over it stays readable. */
export const overlayFields = (opacity: number) => ({
  overlayColor: cssColour().default('#000000').meta({ label: 'Overlay colour', group: 'Colours', widget: 'colour' }),
  overlayOpacity: z
    .number()
    .min(0)
    .max(1)
    .default(opacity)
    .meta({ label: 'Overlay strength', help: '0 shows the image as it is; 1 hides it.', group: 'Colours', widget: 'slider', step: 0.05 }),
});

/** Left, centre or right. */
export const alignmentField = (fallback: z.infer<ReturnType<typeof align>>, label = 'Alignment', help?: string) =>
  align()
    .default(fallback)
    .meta({ label, group: 'Layout', widget: 'alignment', ...(help ? { help } : {}) });

/** Text shadow strength: none, light, medium or heavy. */
export const shadowField = () =>
  textShadow().default('none').meta({ label: 'Text shadow', help: 'Keeps text readable over busy images.', group: 'Style', widget: 'select' });

/** Corner rounding as a CSS length; empty uses the theme's. */
export const radiusField = () =>
  cssLength().optional().meta({ label: 'Corner rounding', help: "A length such as 4px; empty uses the theme's.", group: 'Style', widget: 'text' });

/** A button's own colours over the theme's (the button block's `colors`). */
export const buttonColours = () => ({
  text: colourField('Button text colour'),
  background: colourField('Button colour'),
  border: colourField('Button border colour'),
});

/** A pod's button style: its colours, rounding and fill. */
export const buttonStyleFields = () => ({
  textColor: colourField('Button text colour'),
  backgroundColor: colourField('Button colour'),
  borderColor: colourField('Button border colour'),
  borderRadius: radiusField(),
  fill: z.boolean().default(true).meta({ label: 'Filled button', help: 'Off draws an outlined button.', group: 'Style', widget: 'toggle' }),
});

/** A price with an optional sale price and lead-in, in minor units of the store currency. */
export const priceFields = () => ({
  price: money().optional().meta({ label: 'Price', help: 'In minor units of the store currency.', group: 'Content', widget: 'number' }),
  salePrice: money().optional().meta({ label: 'Sale price', help: 'A lower price; the price is then struck through.', group: 'Content', widget: 'number' }),
  pricePrefix: text(20).default('').meta({ label: 'Price prefix', help: 'Words before the price, e.g. "From".', group: 'Content', widget: 'text' }),
});
