import { z } from 'zod';
import { defineBlockType } from '../define.ts';

export const htmlProps = z.object({
  /**
   * Your own HTML: headings, text, lists, links, tables, images and figures. Scripts,
   * event handlers, frames and forms are removed when the page is shown.
   */
  html: z.string().max(100_000).default(''),
  /** Keeps the content in the page's content column; off lets it run edge to edge. */
  contained: z.boolean().default(true),
});
export type HtmlProps = z.infer<typeof htmlProps>;

export const html = defineBlockType({
  name: 'html',
  title: 'HTML',
  props: htmlProps,
  compatibility: ['text'],
  builder: () => ({ html: '<h2>Size guide</h2>\n<table>\n  <tr><th>Size</th><th>Chest (cm)</th></tr>\n  <tr><td>S</td><td>96</td></tr>\n</table>' }),
});
