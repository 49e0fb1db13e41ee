import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { isSafeUrl } from '../../src/lib/url-sanitiser.ts';
import { messages, rules, zodCheck } from '../../src/lib/validation/index.ts';

/** Height ÷ width of each frame shape; "auto" takes the embed code's width and height. */
export const IFRAME_RATIOS = { '16:9': 9 / 16, '4:3': 3 / 4, '1:1': 1, '9:16': 16 / 9, '21:9': 9 / 21 } as const;
type IframeRatio = keyof typeof IFRAME_RATIOS;

/**
 * An address through the spec's URL sanitiser that must be https (a frame never loads
 * http) or a path on the store itself (e.g. its size guide).
 */
const httpsUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((url) => url === '' || (isSafeUrl(url) && (/^https:\/\/[^/\s\\?#]+/i.test(url) || /^\/(?![/\\])/.test(url))), { error: messages.url })
    .transform((url) => (url === '' ? undefined : url))
    .optional();

const permission = (label: string, help: string, fallback: boolean) => z.boolean().default(fallback).meta({ label, help, group: 'Advanced', widget: 'toggle' });

export const iframeProps = z.object({
  url: httpsUrl().meta({
    label: 'Address',
    help: 'The https address to show, e.g. a map, a booking form or a video page, or a path on this store.',
    group: 'Content',
    widget: 'url',
  }),
  embedCode: z.string().trim().max(5000).check(zodCheck(rules.embedCode)).default('').meta({
    label: 'Embed code',
    help: 'Or paste the embed code a site gives you (one <iframe>); it wins over the address.',
    group: 'Content',
    widget: 'textarea',
  }),
  title: text(120).default('').meta({
    label: 'Title',
    help: 'Describes the embed for screen readers, e.g. "Map of our shop"; falls back to the embed code\'s title.',
    group: 'Content',
    widget: 'text',
  }),
  ratio: z
    .enum([...(Object.keys(IFRAME_RATIOS) as [IframeRatio, ...IframeRatio[]]), 'auto', 'fixed'])
    .default('16:9')
    .meta({ label: 'Shape', help: '"auto" follows the embed code\'s width and height; "fixed" uses the height below.', group: 'Layout', widget: 'select' }),
  height: z
    .int()
    .min(100)
    .max(2000)
    .default(480)
    .meta({ label: 'Height', help: 'Frame height in pixels when the shape is "fixed".', group: 'Layout', widget: 'number' }),
  permissions: z
    .object({
      scripts: permission('Run scripts', 'Most embeds need this.', true),
      sameOrigin: permission('Keep its own cookies', 'E.g. to stay signed in; most video and map embeds need this.', true),
      popups: permission('Open new tabs', 'Lets its links open in a new tab.', false),
      forms: permission('Send forms', 'E.g. a booking or survey.', false),
    })
    .prefault({})
    .meta({ label: 'Permissions', help: 'What the embedded page may do. Each one is off unless the embed needs it.', group: 'Advanced', widget: 'group' }),
  allowFullscreen: z.boolean().default(true).meta({ label: 'Allow full screen', help: 'Lets videos play full screen.', group: 'Behaviour', widget: 'toggle' }),
  caption: text(200).default('').meta({ label: 'Caption', help: 'A line under the frame.', group: 'Content', widget: 'text' }),
});
export type IframeProps = z.infer<typeof iframeProps>;

export const iframe = defineBlockType({
  name: 'iframe',
  title: 'Embed',
  props: iframeProps,
  compatibility: ['youtube', 'html'],
  builder: () => ({}),
});
