import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { messages } from '../../src/lib/validation/messages.ts';
import { safeUrl, text } from '../fields.ts';
import { youtubeVideoId } from './video-id.ts';

/** Frame proportions as width / height. */
export const YOUTUBE_RATIOS = { '16:9': 16 / 9, '4:3': 4 / 3, '1:1': 1, '9:16': 9 / 16 } as const;
type YoutubeRatio = keyof typeof YOUTUBE_RATIOS;

// Nothing reaches YouTube (or anyone else) before the visitor presses play, so the
// poster must be served by the store itself: a path such as /media/…, or inline data.
const isOwnImage = (url: string | undefined) => url === undefined || (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('data:image/');

export const youtubeProps = z.object({
  /** Stored as the 11-character video id. */
  video: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || youtubeVideoId(value) !== undefined, { error: messages.url })
    .transform((value) => youtubeVideoId(value) ?? '')
    .default('')
    .meta({ label: 'Video', help: 'A YouTube link (watch, youtu.be, shorts or embed) or the video id.', group: 'Content', widget: 'url' }),
  title: text(120).default('').meta({ label: 'Title', help: 'Names the video for screen readers and shows on the poster.', group: 'Content', widget: 'text' }),
  poster: safeUrl()
    .refine(isOwnImage, { error: 'Use an image uploaded to this store.' })
    .meta({ label: 'Poster', help: 'An image from this store; a coloured panel with the title is drawn when empty.', group: 'Media', widget: 'image' }),
  start: z.int().min(0).max(86_400).default(0).meta({ label: 'Start at (seconds)', group: 'Behaviour', widget: 'number' }),
  ratio: z
    .enum(Object.keys(YOUTUBE_RATIOS) as [YoutubeRatio, ...YoutubeRatio[]])
    .default('16:9')
    .meta({ label: 'Shape', group: 'Layout', widget: 'select' }),
});
export type YoutubeProps = z.infer<typeof youtubeProps>;

export const youtube = defineBlockType({
  name: 'youtube',
  title: 'YouTube video',
  props: youtubeProps,
  compatibility: [],
  builder: () => ({}),
});
