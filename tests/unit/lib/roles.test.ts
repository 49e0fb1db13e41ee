import { describe, expect, it } from 'vitest';
import { isBespoke, isPro, isTurbo } from '../../../src/lib/roles.ts';

const store = { id: 3, isPro: false, projectIsPro: true, companyId: null, settings: { turbo: false } };

describe('role checks', () => {
  it('takes pro from the store, but from the project for division 12 or the platform context', () => {
    expect(isPro(store)).toBe(false);
    expect(isPro({ ...store, id: 12 })).toBe(true);
    expect(isPro(store, true)).toBe(true);
  });
  it('counts turbo stores and internal users as turbo', () => {
    expect(isTurbo(store, false)).toBe(false);
    expect(isTurbo(store, true)).toBe(true);
    expect(isTurbo({ ...store, settings: { turbo: true } }, false)).toBe(true);
  });
  it('knows company 52 as bespoke', () => {
    expect(isBespoke({ ...store, companyId: 52 })).toBe(true);
    expect(isBespoke(store)).toBe(false);
  });
});
