import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const badgeProgressProps = z.object({
  title: text(120).default('Your store badge').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300).default('Finish each step to earn your store badge.').meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  showSteps: z
    .boolean()
    .default(true)
    .meta({ label: 'List the steps', help: 'Shows each step with a tick when it is done.', group: 'Behaviour', widget: 'toggle' }),
});
export type BadgeProgressProps = z.infer<typeof badgeProgressProps>;

export const badgeProgress = defineBlockType({
  name: 'badgeProgress',
  title: 'Badge progress',
  props: badgeProgressProps,
  compatibility: [],
  builder: () => ({}),
});
