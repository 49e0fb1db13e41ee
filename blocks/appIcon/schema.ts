import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssColour, icon, safeUrl, text } from '../fields.ts';

/** Tile edge lengths in pixels by size. */
export const APP_ICON_SIZES = { small: 56, medium: 72, large: 96 } as const;

export const appIconProps = z.object({
  /** Short name under the tile, like an app on a phone's home screen. */
  label: text(30).default(''),
  /** Where the tile goes. */
  href: safeUrl(),
  /** Icon name from the store's icon set; used when no image is set. */
  icon: icon('grid'),
  /** An image that fills the tile instead of the icon, e.g. a logo. */
  image: safeUrl(),
  /** Tile colour; the theme's primary colour when empty. */
  background: cssColour().optional(),
  /** Icon colour; the theme's primary contrast colour when empty. */
  iconColor: cssColour().optional(),
  /** Corner shape of the tile. */
  shape: z.enum(['rounded', 'circle', 'square']).default('rounded'),
  /** Tile size: 56, 72 or 96 pixels square. */
  size: z.enum(['small', 'medium', 'large']).default('medium'),
});
export type AppIconProps = z.infer<typeof appIconProps>;

export const appIcon = defineBlockType({
  name: 'appIcon',
  title: 'App icon',
  props: appIconProps,
  compatibility: ['badge'],
  builder: () => ({ label: 'Shop', icon: 'basket', href: '/' }),
});
