import { describe, expect, it } from 'vitest';
import { requirementList, requirementWords } from './requirement-words.ts';

describe('requirementWords', () => {
  it("says what Stripe's requirement names ask for in plain words", () => {
    expect(requirementWords('external_account')).toBe('A bank account for payouts');
    expect(requirementWords('tos_acceptance.date')).toBe('Accepting Stripe’s terms of service');
    expect(requirementWords('individual.verification.document')).toBe('An identity document');
    expect(requirementWords('business_profile.url')).toBe('Your business website');
  });

  it('spells out a name it does not know rather than hiding it', () => {
    expect(requirementWords('future_requirement.some_field')).toBe('Future requirement some field');
  });
});

describe('requirementList', () => {
  it('lists each thing once, in the order Stripe gave', () => {
    expect(requirementList(['individual.dob.day', 'external_account', 'individual.dob.month', 'individual.dob.year'])).toEqual([
      'Your date of birth',
      'A bank account for payouts',
    ]);
  });
});
