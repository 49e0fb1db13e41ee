import { z } from 'zod';
import { defineBlockType } from '../define.ts';

export const htmlProps = z.object({
  html: z.string().max(100_000).default('').meta({
    label: 'HTML',
    help: 'Headings, text, lists, links, tables, images and figures. Scripts, event handlers, frames and forms are removed when the page is shown.',
    group: 'Content',
    widget: 'textarea',
  }),
  contained: z.boolean().default(true).meta({ label: 'Keep in the content column', help: 'Off lets it run edge to edge.', group: 'Layout', widget: 'toggle' }),
});
export type HtmlProps = z.infer<typeof htmlProps>;

export const html = defineBlockType({
  name: 'html',
  title: 'HTML',
  props: htmlProps,
  compatibility: ['text'],
  builder: () => ({ html: '<h2>Size guide</h2>\n<table>\n  <tr><th>Size</th><th>Chest (cm)</th></tr>\n  <tr><td>S</td><td>96</td></tr>\n</table>' }),
});
