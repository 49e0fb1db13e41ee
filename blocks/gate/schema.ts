import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { safeUrl, text } from '../fields.ts';

export const gateProps = z.object({
  /** The question, e.g. "Are you 18 or over?". */
  title: text(120).default('Are you 18 or over?'),
  /** A line under the question. */
  copy: text(500).default('You must be 18 or over to see this content.'),
  /** The button that shows the content. */
  confirmText: text(60).min(1).default('Yes, I am 18 or over'),
  /** The way out; leave empty to offer none. */
  declineText: text(60).default('No, take me back'),
  /** Where the way out leads; the home page when empty. */
  declineHref: safeUrl(),
  /** Gates with the same name share the visitor's answer, e.g. every "age" gate of the store. */
  name: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, { error: 'Must contain only lowercase letters, numbers or dashes.' }).default('age'),
  /** Days the answer is remembered on this device; 0 asks again on every visit. */
  rememberDays: z.int().min(0).max(365).default(30),
});
export type GateProps = z.infer<typeof gateProps>;

export const gate = defineBlockType({
  name: 'gate',
  title: 'Gate',
  props: gateProps,
  compatibility: [],
  container: true,
  builder: () => ({}),
});
