import type { Rate } from '../../../server/commerce/index.ts';

/** A rate in a few words: "£3.99, free from £50.00", "£3.49 + £0.99 each extra item", "by weight: 0–500 g £6.99; …". */
export function rateSummary(rate: Rate, money: (amount: number) => string): string {
  const price = (amount: number) => (amount === 0 ? 'Free' : money(amount));
  const bands = (unit: (value: number) => string) =>
    rate.bands.map((band) => `${unit(band.from)}${band.to === null ? '+' : `–${unit(band.to)}`} ${price(band.price)}`).join('; ');
  const base =
    rate.kind === 'flat'
      ? price(rate.amount)
      : rate.kind === 'per-item'
        ? `${money(rate.amount)} + ${money(rate.extraAmount)} each extra item`
        : rate.kind === 'value-bands'
          ? `by order value: ${bands(money)}`
          : `by weight: ${bands((grams) => `${grams} g`)}`;
  return rate.freeOver === null ? base : `${base}, free from ${money(rate.freeOver)}`;
}
