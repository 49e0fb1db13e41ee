import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { imageField, text } from '../fields.ts';
import { LIVE_CHAT_GROUP_NAMES } from '../../src/lib/live-chat-calls.ts';

/**
 * The live chat block: group (default general), title, body, image, buttonStyle, buttonText,
 * showAfterSeconds. The block's words and picture are plain HTML; its button is the chat's
 * launcher, shown once the group has someone available (hidden when offline).
 */
export const liveChatProps = z.object({
  group: z
    .enum(LIVE_CHAT_GROUP_NAMES as [string, ...string[]])
    .default('general')
    .meta({ label: 'Group', help: 'Which team answers: general, pro, integrations, support or studio.', group: 'Behaviour', widget: 'select' }),
  title: text(120).default('Questions? Talk to us').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  body: text(400).default('Our team is here to help with sizes, printing and your order.').meta({ label: 'Body', group: 'Content', widget: 'textarea' }),
  image: imageField('Image', 'A picture beside the words, e.g. the team.'),
  buttonStyle: z
    .enum(['primary', 'secondary'])
    .default('primary')
    .meta({ label: 'Button style', help: 'Primary is filled in the theme colour; secondary is outlined.', group: 'Style', widget: 'select' }),
  buttonText: text(40).default('Chat with us').meta({ label: 'Button text', help: 'Opens the chat.', group: 'Content', widget: 'text' }),
  showAfterSeconds: z
    .int()
    .min(0)
    .max(600)
    .default(0)
    .meta({ label: 'Show after (seconds)', help: 'How long a visitor is on the page before the chat button appears.', group: 'Behaviour', widget: 'number' }),
});
export type LiveChatProps = z.infer<typeof liveChatProps>;

export const liveChat = defineBlockType({
  name: 'liveChat',
  title: 'Live chat',
  props: liveChatProps,
  compatibility: [],
  builder: () => ({}),
});
