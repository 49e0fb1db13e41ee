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

export const iframeProps = z.object({
  /** The https address to show, e.g. a map, a booking form or a video page, or a path on this store. */
  url: httpsUrl(),
  /** Or paste the embed code a site gives you (one <iframe>); it wins over the address. */
  embedCode: z.string().trim().max(5000).check(zodCheck(rules.embedCode)).default(''),
  /** Describes the embed for screen readers, e.g. "Map of our shop"; falls back to the embed code's title. */
  title: text(120).default(''),
  /** Shape of the frame; "auto" follows the embed code's width and height, "fixed" uses the height below. */
  ratio: z.enum([...(Object.keys(IFRAME_RATIOS) as [IframeRatio, ...IframeRatio[]]), 'auto', 'fixed']).default('16:9'),
  /** Frame height in pixels when the shape is "fixed". */
  height: z.int().min(100).max(2000).default(480),
  /** What the embedded page may do. Each one is off unless the embed needs it. */
  permissions: z.object({
    /** Run its own scripts (most embeds need this). */
    scripts: z.boolean().default(true),
    /** Keep its own cookies and storage, e.g. to stay signed in (most video and map embeds need this). */
    sameOrigin: z.boolean().default(true),
    /** Open links in a new tab. */
    popups: z.boolean().default(false),
    /** Send forms, e.g. a booking or survey. */
    forms: z.boolean().default(false),
  }).prefault({}),
  /** Lets videos play full screen. */
  allowFullscreen: z.boolean().default(true),
  /** A line under the frame. */
  caption: text(200).default(''),
});
export type IframeProps = z.infer<typeof iframeProps>;

export const iframe = defineBlockType({
  name: 'iframe',
  title: 'Embed',
  props: iframeProps,
  compatibility: ['youtube', 'html'],
  builder: () => ({}),
});
