import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { announcementActions, announcementAlignmentField } from '../announcement/schema.ts';

export const announcementV2Props = z.object({
  icon: z
    .string()
    .max(40)
    .default('')
    .meta({ label: 'Icon', help: "Icon name from the store's icon set shown before the message, e.g. truck; empty for none.", group: 'Style', widget: 'icon' }),
  title: text(60).default('').meta({ label: 'Title', help: 'A bold lead-in before the message, e.g. "Summer sale".', group: 'Content', widget: 'text' }),
  text: text(200).default('').meta({ label: 'Message', help: 'E.g. "20% off everything until Sunday".', group: 'Content', widget: 'text' }),
  actions: announcementActions(),
  alignment: announcementAlignmentField('space-between'),
  layout: z
    .enum(['standard', 'compact'])
    .default('standard')
    .meta({ label: 'Layout', help: 'Standard is a roomy panel; compact is one slim line with smaller type.', group: 'Layout', widget: 'select' }),
});
export type AnnouncementV2Props = z.infer<typeof announcementV2Props>;

export const announcementV2 = defineBlockType({
  name: 'announcementV2',
  title: 'Announcement (v2)',
  props: announcementV2Props,
  compatibility: ['announcement'],
  builder: () => ({ icon: 'truck', title: 'Free delivery', text: 'On UK orders over £50', actions: [{ text: 'Shop now', href: '/' }] }),
});
