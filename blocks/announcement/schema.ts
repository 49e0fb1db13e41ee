import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { cssColour, inAppAction, safeUrl, text } from '../fields.ts';

/** At most two actions fit beside a one-line message. */
export const ANNOUNCEMENT = { maxActions: 2 } as const;

const announcementAction = z.object({
  /** The action's words, e.g. "Shop the sale". */
  text: text(40).default(''),
  /** Where it goes. */
  href: safeUrl(),
  /** A named in-app action instead of a link, e.g. "basket" or "liveChat". */
  action: inAppAction(),
  /** Spec §5: a filled button, an outlined button, or plain underlined text. */
  style: z.enum(['primary', 'secondary', 'none']).default('primary'),
  /** Opens a link in a new tab. */
  newTab: z.boolean().default(false),
});
export type AnnouncementAction = z.infer<typeof announcementAction>;

/** Spec §5: an announcement action without text, or without a link or a known action, is ignored. */
export const announcementActions = () =>
  z.array(announcementAction).max(20).default([]).transform((list) =>
    list.filter((item) => item.text !== '' && (item.href !== undefined || item.action !== undefined)).slice(0, ANNOUNCEMENT.maxActions));

/** Spec §5: left, center, right or space-between (text at one end, actions at the other). */
export const announcementAlignment = () => z.enum(['left', 'center', 'right', 'space-between']);

export const announcementProps = z.object({
  /** The message, e.g. "Free UK delivery this weekend only". */
  text: text(200).default(''),
  /** Up to two buttons or links beside the message. */
  actions: announcementActions(),
  /** Left, centre, right, or message and actions at opposite ends (space-between). */
  alignment: announcementAlignment().default('center'),
  /** Strip colour; the theme's announcement background when empty. */
  background: cssColour().optional(),
  /** Text colour; the theme's announcement text colour when empty. */
  textColor: cssColour().optional(),
});
export type AnnouncementProps = z.infer<typeof announcementProps>;

export const announcement = defineBlockType({
  name: 'announcement',
  title: 'Announcement',
  props: announcementProps,
  compatibility: ['announcementV2'],
  builder: () => ({ text: 'Free UK delivery on orders over £50', actions: [{ text: 'Shop now', href: '/', style: 'secondary' }] }),
});
