import type { Money } from '../../lib/money.ts';

// The store plans on /teemill-plans/ (a store without Pro is sent here where Pro is required,
// and saving a page requires Pro). Prices are minor units (STYLE habit 8).

export type PlanId = 'free' | 'pro';

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  monthly: Money;
  /** Paid once a year, when the plan offers it. */
  yearly: Money | null;
  /** What the plan card lists, most important first. */
  highlights: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'Everything you need to open a store and start selling.',
    monthly: { amount: 0, currency: 'GBP' },
    yearly: null,
    highlights: [
      'Your own store on its own web address',
      'Unlimited products and designs',
      'Printed on demand, packed and shipped for you',
      'Ready-made pages and 30+ themes',
      'Basket, checkout and customer receipts',
      'Free returns that get recycled into new products',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    tagline: 'Make the store your own brand, and grow it.',
    // What configuration sets (PRO_MONTHLY_PRICE, PRO_YEARLY_PRICE): the plans page draws those.
    monthly: { amount: 2500, currency: 'GBP' },
    yearly: { amount: 25000, currency: 'GBP' },
    highlights: [
      'Everything in Free',
      'Edit and save every page in the block editor',
      'Your own domain name',
      'Push notifications and marketing tools',
      'Split tests to find what sells best',
      'Priority support from our team',
    ],
  },
];

/** One row of the comparison table: true/false for a tick or a cross, or a short text. */
export interface PlanComparison {
  feature: string;
  free: boolean | string;
  pro: boolean | string;
}

export const PLAN_COMPARISON: readonly PlanComparison[] = [
  { feature: 'Store on its own sub-domain', free: true, pro: true },
  { feature: 'Products and designs', free: 'Unlimited', pro: 'Unlimited' },
  { feature: 'Print-on-demand fulfilment', free: true, pro: true },
  { feature: 'Themes', free: '30+', pro: '30+, fully customisable' },
  { feature: 'Block editor: edit and save pages', free: false, pro: true },
  { feature: 'Custom domain', free: false, pro: true },
  { feature: 'Push notifications and marketing tools', free: false, pro: true },
  { feature: 'Split tests', free: false, pro: true },
  { feature: 'Blog and help centre', free: true, pro: true },
  { feature: 'Newsletter sign-up', free: true, pro: true },
  { feature: 'Support', free: 'Help centre and email', pro: 'Priority' },
];

export const PLAN_QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I start on Free and upgrade later?',
    answer: 'Yes. Your products, pages and orders stay exactly as they are when you upgrade, and Pro features are there straight away.',
  },
  {
    question: 'What happens if I cancel Pro?',
    answer:
      'Your store moves back to Free at the end of the period you paid for. Your pages stay published; you just can’t save changes to them in the editor until you upgrade again.',
  },
  {
    question: 'Do I pay for stock?',
    answer:
      'No. Every item is printed when a customer orders it, so you never buy stock up front. Your earnings are the sale price less the product’s base cost.',
  },
  { question: 'Is VAT included?', answer: 'Plan prices include UK VAT at the standard rate.' },
];

/** Saving of a yearly plan against twelve monthly payments, in whole months. */
export function monthsFree(plan: Plan): number {
  if (!plan.yearly || plan.monthly.amount === 0) return 0;
  return Math.round((plan.monthly.amount * 12 - plan.yearly.amount) / plan.monthly.amount);
}
