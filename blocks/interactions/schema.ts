import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, imageField, linkField, text } from '../fields.ts';
import { SHARE_NETWORKS } from './share-links.ts';

export const interactionsProps = z.object({
  title: text(40).default('Share').meta({ label: 'Title', help: 'Label before the links, e.g. "Share".', group: 'Content', widget: 'text' }),
  networks: z
    .array(z.enum(SHARE_NETWORKS))
    .transform((list) => [...new Set(list)])
    .default([...SHARE_NETWORKS])
    .meta({ label: 'Networks', help: 'Networks offered, in this order.', group: 'Content', widget: 'list' }),
  url: linkField('Address to share', "This page's own address when empty."),
  text: text(200).default('').meta({ label: 'Message', help: 'Shared with the link; the page title when empty.', group: 'Content', widget: 'text' }),
  image: imageField('Image', 'Picture offered to Pinterest.'),
  copyLink: z.boolean().default(true).meta({ label: 'Copy link button', help: 'Shown in browsers that can copy.', group: 'Behaviour', widget: 'toggle' }),
  align: alignmentField('center'),
});
export type InteractionsProps = z.infer<typeof interactionsProps>;

export const interactions = defineBlockType({
  name: 'interactions',
  title: 'Share bar',
  props: interactionsProps,
  compatibility: [],
  builder: () => ({}),
});
