import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { colourField, iconField, imageField, linkField, text } from '../fields.ts';

/** Tile edge lengths in pixels by size. */
export const APP_ICON_SIZES = { small: 56, medium: 72, large: 96 } as const;

export const appIconProps = z.object({
  label: text(30)
    .default('')
    .meta({ label: 'Label', help: "Short name under the tile, like an app on a phone's home screen.", group: 'Content', widget: 'text' }),
  href: linkField(),
  icon: iconField('grid', "Icon name from the store's icon set; used when no image is set."),
  image: imageField('Image', 'Fills the tile instead of the icon, e.g. a logo.'),
  background: colourField('Tile colour', "The theme's primary colour when empty."),
  iconColor: colourField('Icon colour', "The theme's primary contrast colour when empty."),
  shape: z
    .enum(['rounded', 'circle', 'square'])
    .default('rounded')
    .meta({ label: 'Shape', help: 'Corner shape of the tile.', group: 'Style', widget: 'select' }),
  size: z
    .enum(['small', 'medium', 'large'])
    .default('medium')
    .meta({ label: 'Size', help: 'Tile size: 56, 72 or 96 pixels square.', group: 'Style', widget: 'select' }),
});
export type AppIconProps = z.infer<typeof appIconProps>;

export const appIcon = defineBlockType({
  name: 'appIcon',
  title: 'App icon',
  props: appIconProps,
  compatibility: ['badge'],
  builder: () => ({ label: 'Shop', icon: 'basket', href: '/' }),
});
