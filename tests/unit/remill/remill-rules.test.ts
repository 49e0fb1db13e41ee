// The free return offer: the server's input rules, the coupon it makes and when a
// coupon may still be used at checkout.
import { describe, expect, it } from 'vitest';
import { ReceiveInput, ReturnOfferInput } from '../../../src/schemas/remill.ts';
import { newRemillCouponCode, REMILL_COUPON, REMILL_COUPON_CODE } from '../../../src/server/fulfilment/remill/coupon-code.ts';
import { offerQuery } from '../../../src/server/fulfilment/remill/list-offers.ts';
import { isCouponUsable } from '../../../src/server/commerce/checkout/coupons.ts';
import { fieldErrors } from '../../../src/lib/validation/index.ts';
import { returnOfferLabelEmail } from '../../../src/server/fulfilment/remill/mails/return-offer-label.ts';
import { returnOfferCouponEmail } from '../../../src/server/fulfilment/remill/mails/return-offer-coupon.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

describe('ReturnOfferInput (email required and valid)', () => {
  it('requires a valid email, trimmed and lower-cased', () => {
    expect(errorsOf(ReturnOfferInput.safeParse({}))).toEqual({ email: ['This field is required.'] });
    expect(errorsOf(ReturnOfferInput.safeParse({ email: '  ' }))).toEqual({ email: ['This field is required.'] });
    expect(errorsOf(ReturnOfferInput.safeParse({ email: 'not-an-email' }))).toEqual({ email: ['Please enter a valid email address.'] });
    expect(ReturnOfferInput.parse({ email: '  Sam@Example.COM ' })).toEqual({ email: 'sam@example.com' });
  });
});

describe('ReceiveInput', () => {
  it('takes a scanned RX code in any case, with spaces', () => {
    expect(ReceiveInput.parse({ code: ' rx 0123456789 ' })).toEqual({ code: 'RX0123456789' });
  });
  it('refuses anything that is not a free returns label', () => {
    expect(ReceiveInput.safeParse({ code: '' }).success).toBe(false);
    expect(ReceiveInput.safeParse({ code: 'PF0123456789' }).success).toBe(false);
    expect(ReceiveInput.safeParse({ code: 'RX012345678' }).success).toBe(false);
    expect(errorsOf(ReceiveInput.safeParse({ code: 'RT0123456789' }))).toEqual({ code: ['This is not a free returns label code.'] });
  });
});

describe('the coupon a received parcel earns', () => {
  it('is REMILL- and 6 unambiguous characters, 15% off, once, for 90 days', () => {
    const codes = new Set(Array.from({ length: 200 }, newRemillCouponCode));
    for (const code of codes) expect(code).toMatch(REMILL_COUPON_CODE);
    expect(codes.size).toBeGreaterThan(195);
    expect([...codes].map((code) => code.slice('REMILL-'.length)).join('')).not.toMatch(/[01OIL]/);
    expect(REMILL_COUPON).toEqual({ percentOff: 15, usageLimit: 1, validDays: 90 });
  });
});

describe('isCouponUsable', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('takes unlimited and unexpired coupons', () => {
    expect(isCouponUsable({ usage_limit: null, times_used: 40, expires_at: null }, now)).toBe(true);
    expect(isCouponUsable({ usage_limit: 1, times_used: 0, expires_at: '2026-11-26T12:00:01.000Z' }, now)).toBe(true);
  });
  it('refuses a used-up coupon and one past (or at) its expiry', () => {
    expect(isCouponUsable({ usage_limit: 1, times_used: 1, expires_at: null }, now)).toBe(false);
    expect(isCouponUsable({ usage_limit: 1, times_used: 0, expires_at: '2026-11-26T12:00:00.000Z' }, now)).toBe(false);
    expect(isCouponUsable({ usage_limit: null, times_used: 0, expires_at: '2026-01-01T00:00:00.000Z' }, now)).toBe(false);
  });
});

describe('offerQuery', () => {
  it('reads a known status and a page number, else everything from page 1', () => {
    expect(offerQuery(new URLSearchParams('status=received&page=3'))).toEqual({ status: 'received', page: 3 });
    expect(offerQuery(new URLSearchParams('status=lost&page=-2'))).toEqual({ status: null, page: 1 });
    expect(offerQuery(new URLSearchParams('page=1.5'))).toEqual({ status: null, page: 1 });
  });
});

describe('the free return offer mails', () => {
  it('link the printable label and say what may be sent', () => {
    const mail = returnOfferLabelEmail({
      storeName: 'Demo <Shop>',
      labelLink: 'https://demo.example/omnis/v3/frontend/retex/remill/label/RX0123456789.pdf',
      code: 'RX0123456789',
    });
    expect(mail.subject).toBe('Your free returns label from Demo <Shop>');
    expect(mail.html).toContain('href="https://demo.example/omnis/v3/frontend/retex/remill/label/RX0123456789.pdf"');
    expect(mail.html).toContain('Demo &lt;Shop&gt;');
    expect(mail.text).toContain('Not denim or underwear');
  });
  it('give the coupon with its percentage and end date', () => {
    const mail = returnOfferCouponEmail({
      storeName: 'Demo',
      couponCode: 'REMILL-ABC234',
      percentOff: 15,
      expiresAt: '2027-02-24T12:00:00.000Z',
      shopLink: 'https://demo.example/',
    });
    expect(mail.subject).toBe('Your parcel arrived: 15% off your next order at Demo');
    expect(mail.text).toContain('REMILL-ABC234');
    expect(mail.text).toContain('until 24 February 2027');
  });
});
