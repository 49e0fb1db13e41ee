import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor, PAYMENT_PAGE_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe("the payment page's content security policy", () => {
  it("adds exactly Stripe.js's script, frames and API to every page's policy", () => {
    const common = directives(CONTENT_SECURITY_POLICY);
    const payment = directives(PAYMENT_PAGE_CONTENT_SECURITY_POLICY);
    expect([...payment.keys()]).toEqual([...common.keys()]);
    const added = Object.fromEntries(
      [...payment]
        .map(([name, sources]) => [name, sources.filter((source) => !common.get(name)!.includes(source))])
        .filter(([, sources]) => sources!.length > 0),
    );
    expect(added).toEqual({
      'script-src': ['https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    });
  });

  it('is /pay/{order}/ only, with Stripe only: its completion page and every other page keep the common policy', () => {
    const pay = '/pay/0b6c7b2e-2f7e-4d4a-9a57-5c1f0f1f6a11/';
    expect(contentSecurityPolicyFor(pay, 'stripe')).toBe(PAYMENT_PAGE_CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicyFor(pay, 'test')).toBe(CONTENT_SECURITY_POLICY);
    for (const path of ['/', '/pay/', `${pay}complete/`, '/checkout/', '/receipt/abc/', '/paypal/x/'])
      expect(contentSecurityPolicyFor(path, 'stripe'), path).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toContain('stripe.com');
  });
});
