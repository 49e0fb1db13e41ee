import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const newsletterSubscribeProps = z.object({
  /** Default title "Don't Miss Out". */
  title: text(120).default("Don't Miss Out").meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300).default('New designs, restocks and offers, straight to your inbox.').meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  buttonText: text(30).default('Subscribe').meta({ label: 'Button text', group: 'Content', widget: 'text' }),
  mailingList: z.string().max(60).default('newsletter').meta({ label: 'Mailing list', help: 'Sign-ups join this list.', group: 'Advanced', widget: 'text' }),
  askFirstName: z.boolean().default(true).meta({ label: 'Ask for a first name', group: 'Behaviour', widget: 'toggle' }),
});
export type NewsletterSubscribeProps = z.infer<typeof newsletterSubscribeProps>;

export const newsletterSubscribe = defineBlockType({
  name: 'newsletterSubscribe',
  title: 'Newsletter',
  props: newsletterSubscribeProps,
  compatibility: [],
  builder: () => ({}),
});
