import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney } from '../../../src/lib/money.ts';
import { CURRENCIES, currencyFor, CURRENCY_CODES } from '../../../src/lib/currencies.ts';

describe('money', () => {
  it('formats minor units with symbol, separators and alignment', () => {
    expect(formatMoney(1999, 'GBP')).toBe('£19.99');
    expect(formatMoney(123456789, 'GBP')).toBe('£1,234,567.89');
    expect(formatMoney(-505, 'GBP')).toBe('-£5.05');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1999, 'SEK')).toBe('19.99kr');
  });
  it('supports every currency of the spec, GBP by default', () => {
    expect(CURRENCY_CODES).toHaveLength(33);
    expect(currencyFor(undefined).code).toBe('GBP');
    expect(currencyFor('xyz').code).toBe('GBP');
    expect(CURRENCIES.USD?.conversionRate).toBe(2);
  });
  it('converts through the rates with integer results', () => {
    const gbp = currencyFor('GBP');
    expect(convertMoney(1999, gbp, currencyFor('USD'))).toBe(3998);
    expect(convertMoney(1999, gbp, currencyFor('JPY'))).toBe(20);
    expect(convertMoney(1999, gbp, gbp)).toBe(1999);
  });
});
