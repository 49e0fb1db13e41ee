import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, buttonColours, iconField, linkField, radiusField, text } from '../fields.ts';

export const buttonProps = z.object({
  text: text(60).default('Shop now').meta({ label: 'Text', group: 'Content', widget: 'text' }),
  href: linkField(),
  primary: z.boolean().default(true).meta({ label: 'Primary button', help: "Uses the theme's primary colour.", group: 'Style', widget: 'toggle' }),
  align: alignmentField('center'),
  size: z.enum(['small', 'large']).default('large').meta({ label: 'Size', group: 'Style', widget: 'select' }),
  borderRadius: radiusField(),
  colors: z
    .object(buttonColours())
    .default({})
    .meta({ label: 'Colours', help: "Empty colours use the theme's button colours.", group: 'Colours', widget: 'group' }),
  fullWidth: z.boolean().default(false).meta({ label: 'Full width', help: 'Stretches the button across its column.', group: 'Layout', widget: 'toggle' }),
  icon: iconField(),
  iconPosition: z.enum(['left', 'right']).default('right').meta({ label: 'Icon position', group: 'Style', widget: 'select' }),
});
export type ButtonProps = z.infer<typeof buttonProps>;

export const button = defineBlockType({
  name: 'button',
  title: 'Button',
  props: buttonProps,
  compatibility: [],
  builder: () => ({ text: 'Shop now', href: '/' }),
});
