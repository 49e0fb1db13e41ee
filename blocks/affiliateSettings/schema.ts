import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const affiliateSettingsProps = z.object({
  title: text(120).default('Our affiliate programme').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300).default('Share our designs and earn on every order you bring in.').meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
});
export type AffiliateSettingsProps = z.infer<typeof affiliateSettingsProps>;

export const affiliateSettings = defineBlockType({
  name: 'affiliateSettings',
  title: 'Affiliate terms',
  props: affiliateSettingsProps,
  compatibility: ['affiliateAttribution'],
  builder: () => ({}),
});
