import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, icon, safeUrl, text } from '../fields.ts';
import { IN_APP_ACTION_NAMES } from './in-app-actions.ts';

export const actionProps = z.object({
  /** What the shopper reads; empty uses the action's own label, e.g. "View basket". */
  text: text(60).default(''),
  /** What happens on click: a named in-app action, or "link" to go to the address below. */
  action: z.enum([...IN_APP_ACTION_NAMES, 'link']).default('basket'),
  /** Where a "link" action goes; ignored by named actions. */
  href: safeUrl(),
  /** Opens a "link" action in a new tab. */
  newTab: z.boolean().default(false),
  /** Icon name from the store's icon set; empty uses the action's own icon. */
  icon: icon(),
  /** Hides the icon altogether. */
  hideIcon: z.boolean().default(false),
  /** Which side of the text the icon sits on (spec §5: left or right). */
  iconPosition: z.enum(['left', 'right']).default('left'),
  /** A filled primary button, an outlined secondary button, or a plain text link. */
  style: z.enum(['primary', 'secondary', 'link']).default('primary'),
  /** Button size; small suits announcement-like rows. */
  size: z.enum(['small', 'large']).default('large'),
  /** Where the button sits in its column. */
  align: align().default('center'),
  /** Stretches the button across its column. */
  fullWidth: z.boolean().default(false),
});
export type ActionProps = z.infer<typeof actionProps>;

export const action = defineBlockType({
  name: 'action',
  title: 'Action',
  props: actionProps,
  compatibility: ['button'],
  builder: () => ({ action: 'basket' }),
});
