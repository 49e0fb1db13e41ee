import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

export const affiliateStatsProps = z.object({
  title: text(120).default('Affiliate programme').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  /** One affiliate's figures (e.g. on a partner's page); empty shows the whole programme. */
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9][a-z0-9-]{2,31})?$/, { error: 'Invalid code' })
    .default('')
    .meta({ label: 'Affiliate code', help: "One affiliate's figures; empty shows the whole programme.", group: 'Content', widget: 'text' }),
  months: z.int().min(3).max(12).default(6).meta({ label: 'Months in the chart', group: 'Layout', widget: 'number' }),
  showRevenue: z
    .boolean()
    .default(false)
    .meta({ label: 'Show revenue and commission', help: 'Off shows only clicks and orders: this page is public.', group: 'Behaviour', widget: 'toggle' }),
});
export type AffiliateStatsProps = z.infer<typeof affiliateStatsProps>;

export const affiliateStats = defineBlockType({
  name: 'affiliateStats',
  title: 'Affiliate stats',
  props: affiliateStatsProps,
  compatibility: [],
  builder: () => ({}),
});
