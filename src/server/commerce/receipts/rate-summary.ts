import type { RateSummary } from '../../../schemas/invoice-document.ts';
import { taxIncluded } from '../tax/vat-rates.ts';

// The tax of an invoice by rate, in integers only. Lines and shipping keep the tax they were
// charged (rounded per unit at checkout); the order's discount, tax included, is shared out
// over the rates by their goods (largest remainder), and the tax it removed over their tax the
// same way, so the summary adds up to exactly the order's goods tax, shipping tax and total.
// A refund is shared over the invoice's rates by their gross the same way, each share's tax
// worked out at its rate.

/**
 * The rate a price was charged at, from its gross and the tax in it: the whole percent (else
 * tenth of a percent) closest to tax ÷ net that gives back exactly that tax.
 */
export function inferRateBp(gross: number, tax: number): number {
  if (tax <= 0 || gross <= tax) return 0;
  const exact = (tax * 10_000) / (gross - tax);
  for (const step of [100, 10]) {
    let best: number | undefined;
    for (let rate = step; rate <= 5_000; rate += step) {
      if (taxIncluded(gross, rate) !== tax) continue;
      if (best === undefined || Math.abs(rate - exact) < Math.abs(best - exact)) best = rate;
    }
    if (best !== undefined) return best;
  }
  return Math.round(exact);
}

/** `total` shared over `weights` in proportion, whole units, summing to `total` exactly (largest remainder, earlier first on ties). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, rest: total * weight - shares[index]! * sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export interface TaxedAmount {
  rateBp: number;
  gross: number;
  tax: number;
}

const byRate = (a: RateSummary, b: RateSummary) => b.rateBp - a.rateBp;

function summed(amounts: readonly TaxedAmount[]): Map<number, { gross: number; tax: number }> {
  const groups = new Map<number, { gross: number; tax: number }>();
  for (const { rateBp, gross, tax } of amounts) {
    const group = groups.get(rateBp) ?? { gross: 0, tax: 0 };
    group.gross += gross;
    group.tax += tax;
    groups.set(rateBp, group);
  }
  return groups;
}

/**
 * Goods, discount and shipping by rate, highest rate first. `discount` is tax included and
 * `discountTax` the tax it removed (the lines' tax less the order's goods tax).
 */
export function summaryByRate(lines: readonly TaxedAmount[], discount: number, discountTax: number, shipping: TaxedAmount): RateSummary[] {
  const goods = [...summed(lines)].map(([rateBp, group]) => ({ rateBp, ...group }));
  const discountShares = allocate(
    discount,
    goods.map((group) => group.gross),
  );
  const discountTaxShares = allocate(
    discountTax,
    goods.map((group) => group.tax),
  );
  const afterDiscount = goods.map((group, index) => ({
    rateBp: group.rateBp,
    gross: group.gross - discountShares[index]!,
    tax: group.tax - discountTaxShares[index]!,
  }));
  const all = shipping.gross !== 0 || shipping.tax !== 0 ? [...afterDiscount, shipping] : afterDiscount;
  return [...summed(all)].map(([rateBp, { gross, tax }]) => ({ rateBp, net: gross - tax, tax, gross })).sort(byRate);
}

/** A refund of `amount` (tax included) shared over an invoice's rates by their gross, each share's tax at its rate. */
export function refundByRate(amount: number, summary: readonly RateSummary[]): RateSummary[] {
  const charged = summary.filter((group) => group.gross > 0);
  if (charged.length === 0) return [{ rateBp: 0, net: amount, tax: 0, gross: amount }];
  const shares = allocate(
    amount,
    charged.map((group) => group.gross),
  );
  return charged
    .map((group, index) => {
      const gross = shares[index]!;
      const tax = taxIncluded(gross, group.rateBp);
      return { rateBp: group.rateBp, net: gross - tax, tax, gross };
    })
    .filter((group) => group.gross !== 0)
    .sort(byRate);
}

/** "20%", "5.5%", "0%". */
export function rateText(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
