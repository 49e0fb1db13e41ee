import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const newsletterSubscribeProps = z.object({
  /** Spec §3: default title "Don't Miss Out". */
  title: text(120).default("Don't Miss Out"),
  copy: text(300).default('New designs, restocks and offers, straight to your inbox.'),
  buttonText: text(30).default('Subscribe'),
  mailingList: z.string().max(60).default('newsletter'),
  askFirstName: z.boolean().default(true),
});
export type NewsletterSubscribeProps = z.infer<typeof newsletterSubscribeProps>;

export const newsletterSubscribe = defineBlockType({
  name: 'newsletterSubscribe',
  title: 'Newsletter',
  props: newsletterSubscribeProps,
  compatibility: [],
  builder: () => ({}),
});
