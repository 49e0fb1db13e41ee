// What the payment code logs of a provider's error carries no card number, security code or client secret.
import { describe, expect, it } from 'vitest';
import { loggableError, redactPaymentSecrets } from '../../../src/server/commerce/payments/log-safe.ts';

describe('redacting payment secrets from logged errors', () => {
  it('takes out card numbers however they are grouped', () => {
    expect(redactPaymentSecrets('card 4242424242424242 refused')).toBe('card [card number] refused');
    expect(redactPaymentSecrets('card 4242 4242 4242 4242 refused')).toBe('card [card number] refused');
    expect(redactPaymentSecrets('number=3782-822463-10005&x=1')).toBe('number=[card number]&x=1');
  });

  it('takes out client secrets and named security codes, keeping the rest', () => {
    expect(redactPaymentSecrets('intent pi_3Nabc123_secret_XyZ987 failed')).toBe('intent [client secret] failed');
    expect(redactPaymentSecrets('{"cvc":"123","amount":2500}')).toBe('{"cvc":"[security code]","amount":2500}');
    expect(redactPaymentSecrets('card[cvc]=9876 order 42')).toBe('card[cvc]=[security code] order 42');
    expect(redactPaymentSecrets('Your card was declined.')).toBe('Your card was declined.');
  });

  it('logs an error as its name and redacted message, never the object', () => {
    const error = new TypeError('posting number=4000000000000002&cvc=321 to pi_1_secret_2');
    expect(loggableError(error)).toEqual({ name: 'TypeError', message: 'posting number=[card number]&cvc=[security code] to [client secret]' });
    expect(loggableError('4242424242424242')).toEqual({ name: 'string', message: '[card number]' });
  });
});
