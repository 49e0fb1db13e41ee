import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { linkField, text } from '../fields.ts';

export const PRO_PLANS_PATH = '/teemill-plans/';

const DEFAULT_BENEFITS = [
  'Save and publish your own pages',
  'Pro themes and a custom domain',
  'Lower base prices on every product',
  'Affiliate programme and marketing tools',
];

export const proBenefitsProps = z.object({
  title: text(120).default('Go Pro').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(300).default('Everything in your store, and more.').meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  benefits: z
    .array(z.object({ text: text(120).default('').meta({ label: 'Benefit', group: 'Content', widget: 'text' }) }))
    .max(12)
    .default(DEFAULT_BENEFITS.map((benefit) => ({ text: benefit })))
    .transform((list) => list.filter((item) => item.text.trim() !== ''))
    .meta({ label: 'Benefits', help: 'What the Pro plan adds, one per line.', group: 'Content', widget: 'list' }),
  buttonText: text(40).default('See the plans').meta({ label: 'Button text', group: 'Content', widget: 'text' }),
  href: linkField('Plans link', 'Where the button goes; empty goes to the plans page.'),
});
export type ProBenefitsProps = z.infer<typeof proBenefitsProps>;

export const proBenefits = defineBlockType({
  name: 'proBenefits',
  title: 'Pro benefits',
  props: proBenefitsProps,
  compatibility: [],
  builder: () => ({}),
});
