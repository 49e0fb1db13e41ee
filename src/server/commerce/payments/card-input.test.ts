import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, luhnValid, PayInput } from '../../../schemas/payment.ts';
import { cardMethodName } from './provider.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const base = { idempotencyKey: 'abcdefghijklmnop1234', number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', name: 'Olivia' };

describe('the /pay/ card form', () => {
  it('accepts the test cards, spaced or not, and reads the expiry', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(PayInput(NOW).parse(base)).toMatchObject({ number: '4242424242424242', expiry: { expMonth: 11, expYear: 2026 } });
    expect(PayInput(NOW).parse({ ...base, expiry: '01 / 2030' }).expiry).toEqual({ expMonth: 1, expYear: 2030 });
  });

  it('names each wrong field with its message', () => {
    const result = PayInput(NOW).safeParse({ ...base, number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', CARD_MESSAGES.number],
      ['expiry', CARD_MESSAGES.expired],
      ['cvc', CARD_MESSAGES.cvc],
    ]);
    expect(PayInput(NOW).safeParse({ ...base, expiry: '13/30' }).error?.issues[0]?.message).toBe(CARD_MESSAGES.expiry);
    expect(PayInput(NOW).safeParse({ ...base, name: ' ' }).error?.issues[0]?.message).toBe('This field is required.');
  });

  it('names the method by brand and last four digits only', () => {
    expect(cardMethodName('4242424242424242')).toBe('Visa •••• 4242');
    expect(cardMethodName('5555 5555 5555 4444')).toBe('Mastercard •••• 4444');
  });
});
