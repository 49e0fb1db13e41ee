import { config } from '../../../platform/config/config.ts';
import type { Money } from '../../../lib/money.ts';
import type { PlanInterval } from './billing-event.ts';

// The Pro plan's prices, from configuration (PRO_MONTHLY_PRICE, PRO_YEARLY_PRICE, PRO_CURRENCY),
// with working defaults: nothing needs setting to try it. A Stripe price id, when configured,
// is charged instead of the inline price.

export interface ProPrice extends Money {
  interval: PlanInterval;
  /** A price made in Stripe (price_…), or undefined for the inline price. */
  priceId: string | undefined;
}

export function proPrice(interval: PlanInterval, settings = config.proPlan): ProPrice {
  const amount = interval === 'year' ? settings.yearly : settings.monthly;
  return { interval, amount, currency: settings.currency, priceId: interval === 'year' ? settings.yearlyPriceId : settings.monthlyPriceId };
}

/** Both prices, monthly first, as the plans page shows them. */
export function proPrices(settings = config.proPlan): { monthly: ProPrice; yearly: ProPrice } {
  return { monthly: proPrice('month', settings), yearly: proPrice('year', settings) };
}
