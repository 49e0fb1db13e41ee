import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const mailContactFormProps = z.object({
  /** Where messages go; empty sends them to the store's own e-mail. */
  contactEmail: z
    .union([z.email(), z.literal('')])
    .default('')
    .meta({
      label: 'Contact email',
      help: "Messages are sent here; empty uses the store's email. Never shown to visitors.",
      group: 'Behaviour',
      widget: 'text',
    }),
  title: text(120).default('Get in touch').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300)
    .default('Questions about an order, a design or anything else? Send us a message.')
    .meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  buttonText: text(30).default('Send message').meta({ label: 'Button text', group: 'Content', widget: 'text' }),
});
export type MailContactFormProps = z.infer<typeof mailContactFormProps>;

export const mailContactForm = defineBlockType({
  name: 'mailContactForm',
  title: 'Contact form',
  props: mailContactFormProps,
  compatibility: [],
  builder: () => ({}),
});
