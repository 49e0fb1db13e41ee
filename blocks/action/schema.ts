import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, iconField, linkField, text } from '../fields.ts';
import { IN_APP_ACTION_NAMES } from './in-app-actions.ts';

export const actionProps = z.object({
  text: text(60)
    .default('')
    .meta({ label: 'Text', help: 'What the shopper reads; empty uses the action\'s own label, e.g. "View basket".', group: 'Content', widget: 'text' }),
  action: z
    .enum([...IN_APP_ACTION_NAMES, 'link'])
    .default('basket')
    .meta({ label: 'Action', help: 'What happens on click: a named in-app action, or "link" to go to the address below.', group: 'Link', widget: 'select' }),
  /** Ignored by named actions. */
  href: linkField('Link', 'Where a "link" action goes.'),
  newTab: z.boolean().default(false).meta({ label: 'Open in a new tab', help: 'For "link" actions.', group: 'Link', widget: 'toggle' }),
  icon: iconField(undefined, "Icon name from the store's icon set; empty uses the action's own icon."),
  hideIcon: z.boolean().default(false).meta({ label: 'Hide icon', group: 'Style', widget: 'toggle' }),
  /** Left or right. */
  iconPosition: z
    .enum(['left', 'right'])
    .default('left')
    .meta({ label: 'Icon position', help: 'Which side of the text the icon sits on.', group: 'Style', widget: 'select' }),
  style: z
    .enum(['primary', 'secondary', 'link'])
    .default('primary')
    .meta({ label: 'Style', help: 'A filled primary button, an outlined secondary button, or a plain text link.', group: 'Style', widget: 'select' }),
  size: z.enum(['small', 'large']).default('large').meta({ label: 'Size', help: 'Small suits announcement-like rows.', group: 'Style', widget: 'select' }),
  align: alignmentField('center', 'Alignment', 'Where the button sits in its column.'),
  fullWidth: z.boolean().default(false).meta({ label: 'Full width', help: 'Stretches the button across its column.', group: 'Layout', widget: 'toggle' }),
});
export type ActionProps = z.infer<typeof actionProps>;

export const action = defineBlockType({
  name: 'action',
  title: 'Action',
  props: actionProps,
  compatibility: ['button'],
  builder: () => ({ action: 'basket' }),
});
