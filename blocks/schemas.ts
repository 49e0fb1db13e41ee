import { shadow } from './_shadow_/schema.ts';
import { banner } from './banner/schema.ts';
import { button } from './button/schema.ts';
import { expandable } from './expandable/schema.ts';
import { grid } from './grid/schema.ts';
import { image } from './image/schema.ts';
import { newsletterSubscribe } from './newsletterSubscribe/schema.ts';
import { pod } from './pod/schema.ts';
import { productList } from './productList/schema.ts';
import { row } from './row/schema.ts';
import { spacer } from './spacer/schema.ts';
import { text } from './text/schema.ts';

// Every built-in block type's definition (schema side only: safe for the server,
// the editor and scripts). Renderers live in components.ts.
export const BLOCK_TYPES = {
  _shadow_: shadow,
  banner, button, expandable, grid, image, newsletterSubscribe, pod, productList, row, spacer, text,
} as const;
