import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { colourField, inAppAction, linkField, text } from '../fields.ts';

/** At most two actions fit beside a one-line message. */
export const ANNOUNCEMENT = { maxActions: 2 } as const;

const announcementAction = z.object({
  text: text(40).default('').meta({ label: 'Text', help: 'The action\'s words, e.g. "Shop the sale".', group: 'Content', widget: 'text' }),
  href: linkField(),
  action: inAppAction().meta({
    label: 'In-app action',
    help: 'A named action instead of a link, e.g. "basket" or "liveChat".',
    group: 'Link',
    widget: 'select',
  }),
  style: z
    .enum(['primary', 'secondary', 'none'])
    .default('primary')
    .meta({ label: 'Style', help: 'A filled button, an outlined button, or plain underlined text.', group: 'Style', widget: 'select' }),
  newTab: z.boolean().default(false).meta({ label: 'Open in a new tab', group: 'Link', widget: 'toggle' }),
});
export type AnnouncementAction = z.infer<typeof announcementAction>;

/** An announcement action without text, or without a link or a known action, is ignored. */
export const announcementActions = () =>
  z
    .array(announcementAction)
    .max(20)
    .default([])
    .transform((list) => list.filter((item) => item.text !== '' && (item.href !== undefined || item.action !== undefined)).slice(0, ANNOUNCEMENT.maxActions))
    .meta({ label: 'Actions', help: 'Up to two buttons or links beside the message.', group: 'Content', widget: 'list' });

/** Left, center, right or space-between (text at one end, actions at the other). */
export const announcementAlignment = () => z.enum(['left', 'center', 'right', 'space-between']);
const alignmentMeta = {
  label: 'Alignment',
  help: 'Left, centre, right, or message and actions at opposite ends.',
  group: 'Layout',
  widget: 'alignment',
} as const;
export const announcementAlignmentField = (fallback: z.infer<ReturnType<typeof announcementAlignment>>) =>
  announcementAlignment().default(fallback).meta(alignmentMeta);

export const announcementProps = z.object({
  text: text(200).default('').meta({ label: 'Message', help: 'E.g. "Free UK delivery this weekend only".', group: 'Content', widget: 'text' }),
  actions: announcementActions(),
  alignment: announcementAlignmentField('center'),
  background: colourField('Background colour', "The strip's colour; the theme's announcement background when empty."),
  textColor: colourField('Text colour', "The theme's announcement text colour when empty."),
});
export type AnnouncementProps = z.infer<typeof announcementProps>;

export const announcement = defineBlockType({
  name: 'announcement',
  title: 'Announcement',
  props: announcementProps,
  compatibility: ['announcementV2'],
  builder: () => ({ text: 'Free UK delivery on orders over £50', actions: [{ text: 'Shop now', href: '/', style: 'secondary' }] }),
});
