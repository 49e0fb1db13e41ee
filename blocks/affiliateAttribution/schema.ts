import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const affiliateAttributionProps = z.object({
  title: text(120).default('Become an affiliate').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300)
    .default('Sign up for your own link. Everyone who shops through it earns you commission.')
    .meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  buttonText: text(30).default('Get my link').meta({ label: 'Button text', group: 'Content', widget: 'text' }),
  showTerms: z
    .boolean()
    .default(true)
    .meta({ label: 'Show the terms', help: 'The commission rate and how long a link counts.', group: 'Behaviour', widget: 'toggle' }),
});
export type AffiliateAttributionProps = z.infer<typeof affiliateAttributionProps>;

export const affiliateAttribution = defineBlockType({
  name: 'affiliateAttribution',
  title: 'Affiliate sign-up',
  props: affiliateAttributionProps,
  compatibility: ['affiliateSettings'],
  builder: () => ({}),
});
