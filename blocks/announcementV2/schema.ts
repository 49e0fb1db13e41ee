import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { announcementActions, announcementAlignment } from '../announcement/schema.ts';

export const announcementV2Props = z.object({
  /** Icon name from the store's icon set shown before the message, e.g. truck; empty for none. */
  icon: z.string().max(40).default(''),
  /** A bold lead-in before the message, e.g. "Summer sale". */
  title: text(60).default(''),
  /** The message, e.g. "20% off everything until Sunday". */
  text: text(200).default(''),
  /** Up to two buttons or links beside the message. */
  actions: announcementActions(),
  /** Left, centre, right, or message and actions at opposite ends (space-between). */
  alignment: announcementAlignment().default('space-between'),
  /** Standard is a roomy panel; compact is one slim line with smaller type. */
  layout: z.enum(['standard', 'compact']).default('standard'),
});
export type AnnouncementV2Props = z.infer<typeof announcementV2Props>;

export const announcementV2 = defineBlockType({
  name: 'announcementV2',
  title: 'Announcement (v2)',
  props: announcementV2Props,
  compatibility: ['announcement'],
  builder: () => ({ icon: 'truck', title: 'Free delivery', text: 'On UK orders over £50', actions: [{ text: 'Shop now', href: '/' }] }),
});
