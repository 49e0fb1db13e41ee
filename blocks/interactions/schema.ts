import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, safeUrl, text } from '../fields.ts';
import { SHARE_NETWORKS } from './share-links.ts';

export const interactionsProps = z.object({
  /** Label before the links, e.g. "Share". */
  title: text(40).default('Share'),
  /** Networks offered, in this order. */
  networks: z
    .array(z.enum(SHARE_NETWORKS))
    .transform((list) => [...new Set(list)])
    .default([...SHARE_NETWORKS]),
  /** Address to share; this page's own address when empty. */
  url: safeUrl(),
  /** Message shared with the link; the page title when empty. */
  text: text(200).default(''),
  /** Picture offered to Pinterest. */
  image: safeUrl(),
  /** Adds a "copy link" button (shown in browsers that can copy). */
  copyLink: z.boolean().default(true),
  align: align().default('center'),
});
export type InteractionsProps = z.infer<typeof interactionsProps>;

export const interactions = defineBlockType({
  name: 'interactions',
  title: 'Share bar',
  props: interactionsProps,
  compatibility: [],
  builder: () => ({}),
});
