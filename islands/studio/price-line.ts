import type { DesignPrice } from '../../src/lib/studio/pricing.ts';
import { SIDE_LABELS } from './print-check.ts';

/** "£18.00 — base £12.00 + front £6.00": the total, then what makes it up. */
export function priceLine(price: DesignPrice, money: (amount: number) => string): string {
  const parts = [`base ${money(price.base)}`, ...price.sides.map((entry) => `${SIDE_LABELS[entry.side].toLowerCase()} ${money(entry.printCost)}`)];
  return `${money(price.total)} — ${parts.join(' + ')}`;
}
