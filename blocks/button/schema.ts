import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, cssColour, cssLength, icon, safeUrl, text } from '../fields.ts';

export const buttonProps = z.object({
  text: text(60).default('Shop now'),
  href: safeUrl(),
  /** Primary buttons use the theme's primary colour. */
  primary: z.boolean().default(true),
  align: align().default('center'),
  size: z.enum(['small', 'large']).default('large'),
  borderRadius: cssLength().optional(),
  colors: z.object({
    text: cssColour().optional(),
    background: cssColour().optional(),
    border: cssColour().optional(),
  }).default({}),
  fullWidth: z.boolean().default(false),
  icon: icon(),
  iconPosition: z.enum(['left', 'right']).default('right'),
});
export type ButtonProps = z.infer<typeof buttonProps>;

export const button = defineBlockType({
  name: 'button',
  title: 'Button',
  props: buttonProps,
  compatibility: [],
  builder: () => ({ text: 'Shop now', href: '/' }),
});
