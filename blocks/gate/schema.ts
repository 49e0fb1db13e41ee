import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { linkField, text } from '../fields.ts';

export const gateProps = z.object({
  title: text(120).default('Are you 18 or over?').meta({ label: 'Question', help: 'E.g. "Are you 18 or over?".', group: 'Content', widget: 'text' }),
  copy: text(500)
    .default('You must be 18 or over to see this content.')
    .meta({ label: 'Copy', help: 'A line under the question.', group: 'Content', widget: 'textarea' }),
  confirmText: text(60)
    .min(1)
    .default('Yes, I am 18 or over')
    .meta({ label: 'Confirm button', help: 'The button that shows the content.', group: 'Content', widget: 'text' }),
  declineText: text(60)
    .default('No, take me back')
    .meta({ label: 'Decline button', help: 'The way out; leave empty to offer none.', group: 'Content', widget: 'text' }),
  declineHref: linkField('Decline link', 'Where the way out leads; the home page when empty.'),
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'Must contain only lowercase letters, numbers or dashes.' })
    .default('age')
    .meta({
      label: 'Gate name',
      help: 'Gates with the same name share the visitor\'s answer, e.g. every "age" gate of the store.',
      group: 'Advanced',
      widget: 'text',
    }),
  rememberDays: z.int().min(0).max(365).default(30).meta({
    label: 'Remember for (days)',
    help: 'Days the answer is remembered on this device; 0 asks again on every visit.',
    group: 'Behaviour',
    widget: 'number',
  }),
});
export type GateProps = z.infer<typeof gateProps>;

export const gate = defineBlockType({
  name: 'gate',
  title: 'Gate',
  props: gateProps,
  compatibility: [],
  container: true,
  builder: () => ({}),
});
