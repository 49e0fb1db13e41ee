import type { Invoice } from './invoice.ts';

// The tax an invoice's total includes, as its totals list it: on goods and on shipping.

export interface TaxLine {
  label: string;
  amount: number;
}

export function taxLines(invoice: Pick<Invoice, 'totals'>): TaxLine[] {
  return [
    { label: 'Tax on goods (included)', amount: invoice.totals.goodsTax },
    { label: 'Tax on shipping (included)', amount: invoice.totals.shippingTax },
  ];
}
