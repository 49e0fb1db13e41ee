import { describe, expect, it } from 'vitest';
import { attributionCookie, readAttribution } from '../../../src/server/commerce/affiliates/attribution-cookie.ts';
import { toBasisPoints } from '../../../src/server/commerce/affiliates/settings.ts';
import { AffiliateSettingsInput, NewAffiliateInput } from '../../../src/schemas/affiliate.ts';
import { PAID_STATUSES } from '../../../src/server/commerce/affiliates/stats.ts';
import { ContactInput } from '../../../src/schemas/contact.ts';
import { fieldErrors } from '../../../src/lib/validation/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const set = new Date('2026-03-01T12:00:00Z');

describe('the attribution cookie', () => {
  it("is first-party, HttpOnly and lasts the store's days", () => {
    const cookie = attributionCookie('anna-23', 30, true, set);
    expect(cookie).toEqual({
      name: 'pf_aff',
      value: `anna-23.${set.getTime()}`,
      options: { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 30 * 24 * 60 * 60 },
    });
  });
  it('names its affiliate only within the lifetime, checked against the clock given', () => {
    const value = attributionCookie('anna-23', 30, false, set).value;
    expect(readAttribution(value, 30, new Date(set.getTime() + 30 * DAY))).toBe('anna-23');
    expect(readAttribution(value, 30, new Date(set.getTime() + 30 * DAY + 1))).toBeUndefined();
    expect(readAttribution(value, 7, new Date(set.getTime() + 8 * DAY))).toBeUndefined();
    // Set in the future (a forged or clock-skewed cookie) counts for nothing.
    expect(readAttribution(value, 30, new Date(set.getTime() - 1))).toBeUndefined();
  });
  it('ignores malformed values', () => {
    for (const value of [undefined, '', 'anna-23', 'anna-23.', `ANNA.${set.getTime()}`, `a.${set.getTime()}`, `x' or 1=1.${set.getTime()}`]) {
      expect(readAttribution(value, 30, set), String(value)).toBeUndefined();
    }
  });
});

describe('commission settings input (validation messages)', () => {
  const errors = (input: unknown) => {
    const parsed = AffiliateSettingsInput.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  it('takes a percent with up to two decimals and whole days 1–365', () => {
    expect(AffiliateSettingsInput.parse({ commissionRate: '12.5', cookieDays: '30' })).toEqual({ enabled: true, commissionRate: 12.5, cookieDays: 30 });
    expect(AffiliateSettingsInput.parse({ commissionRate: 7.25, cookieDays: 1, enabled: false })).toEqual({
      enabled: false,
      commissionRate: 7.25,
      cookieDays: 1,
    });
    expect(toBasisPoints(7.25)).toBe(725);
  });
  it('reports each bad field', () => {
    expect(errors({})).toEqual({ commissionRate: ['This field is required.'], cookieDays: ['This field is required.'] });
    expect(errors({ commissionRate: '1.234', cookieDays: '2.5' })).toEqual({
      commissionRate: ['Must contain a number with up to two decimal places.'],
      cookieDays: ['Must contain only numbers.'],
    });
    expect(errors({ commissionRate: '101', cookieDays: '366' })).toEqual({ commissionRate: ['Max 100'], cookieDays: ['Max 365'] });
  });
});

describe('new affiliates', () => {
  it('keep codes lowercase and optional; names and e-mails are required', () => {
    expect(NewAffiliateInput.parse({ name: ' Anna ', email: 'Anna@Example.com', code: 'Anna-23' })).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      code: 'anna-23',
    });
    expect(NewAffiliateInput.parse({ name: 'Anna', email: 'a@b.co', code: '' }).code).toBeUndefined();
    const parsed = NewAffiliateInput.safeParse({ code: 'no spaces' });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      code: ['Must contain only alphanumeric characters, dashes or underscores.'],
    });
  });
});

describe('paid statuses', () => {
  it('are the paid group onward, without refunds, disputes or issues', () => {
    expect(PAID_STATUSES).toEqual(['paid', 'processing', 'label_printed', 'printed', 'consolidated', 'packing', 'complete', 'exchanged']);
  });
});

describe('contact form input', () => {
  it('needs a block, a name, a valid e-mail and a message of at least 10 characters', () => {
    const parsed = ContactInput.safeParse({ block: 'x', email: 'no', message: 'short' });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      block: ['This form cannot be sent.'],
      name: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      message: ['Must contain at least 10 characters.'],
    });
  });
});
