// PLATFORM_FEE_PERCENT: the platform's fee on a direct store's payments, 5 when unset; anything
// that is not a percentage 0–100 stops the server at start (in any environment) with a message
// naming the setting, rather than failing every direct store's payment later.
import { describe, expect, it } from 'vitest';
import { readPercent } from '../../../src/platform/config/config.ts';
import { type PaymentSettings, paymentSettingsProblems } from '../../../src/platform/config/payment-settings-check.ts';

const demo = (platformFeePercent: number): PaymentSettings => ({
  production: false,
  paymentProvider: 'test',
  allowTestPayments: false,
  platformFeePercent,
  stripe: { secretKey: undefined, publishableKey: undefined, webhookSecret: undefined, apiUrl: undefined },
});

describe('PLATFORM_FEE_PERCENT', () => {
  it('is 5 when unset or blank, and the number given from 0 to 100', () => {
    expect(readPercent(undefined, 5)).toBe(5);
    expect(readPercent('  ', 5)).toBe(5);
    expect(readPercent('0', 5)).toBe(0);
    expect(readPercent('2.5', 5)).toBe(2.5);
    expect(readPercent('100', 5)).toBe(100);
  });

  it('reads anything else as not a percentage', () => {
    for (const value of ['-1', '100.5', 'five', '5%', 'Infinity']) expect(readPercent(value, 5), value).toBeNaN();
  });

  it('stops the server at start, outside production too, naming the setting', () => {
    expect(paymentSettingsProblems(demo(5))).toEqual([]);
    const [problem, ...more] = paymentSettingsProblems(demo(Number.NaN));
    expect(more).toEqual([]);
    expect(problem).toMatch(/^PLATFORM_FEE_PERCENT is not a percentage from 0 to 100: set it to a number such as 5/);
  });
});
