import { z } from 'zod';
import { defineBlockType } from '../define.ts';

export const placeholderProps = z.object({
  /** The editor offers to add a block of this type in the slot. */
  forType: z
    .string()
    .trim()
    .max(60)
    .regex(/^([A-Za-z_][A-Za-z0-9_]*)?$/, { error: 'Invalid block type' })
    .default('')
    .meta({ label: 'Stands for', help: 'The block type this empty slot stands for, e.g. "banner".', group: 'Advanced', widget: 'hidden' }),
});
export type PlaceholderProps = z.infer<typeof placeholderProps>;

// No builder: the editor and page templates make placeholders themselves, so the type
// never appears in the "Add new block" list.
export const placeholder = defineBlockType({
  name: 'placeholder',
  title: 'Placeholder',
  props: placeholderProps,
  compatibility: [],
});
