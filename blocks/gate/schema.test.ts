import { describe, expect, it } from 'vitest';
import { gateProps } from './schema.ts';
import { acceptedUntil, gateStorageKey, isStillAccepted } from './remembered.ts';

describe('gate properties', () => {
  it('asks for age confirmation by default and remembers the answer 30 days', () => {
    expect(gateProps.parse({})).toMatchObject({ title: 'Are you 18 or over?', confirmText: 'Yes, I am 18 or over', name: 'age', rememberDays: 30 });
  });
  it('needs a confirm button text', () => {
    expect(gateProps.safeParse({ confirmText: '  ' }).success).toBe(false);
  });
  it('keeps names to lowercase letters, numbers and dashes (they go into a selector and a storage key)', () => {
    expect(gateProps.safeParse({ name: 'age"]' }).success).toBe(false);
    expect(gateProps.safeParse({ name: 'Age' }).success).toBe(false);
    expect(gateProps.parse({ name: 'notice-2024' }).name).toBe('notice-2024');
  });
  it('remembers for 0 to 365 days', () => {
    expect(gateProps.safeParse({ rememberDays: -1 }).success).toBe(false);
    expect(gateProps.safeParse({ rememberDays: 366 }).success).toBe(false);
  });
  it('sends a blocked way out to the not-found page', () => {
    expect(gateProps.parse({ declineHref: 'javascript:history.back()' }).declineHref).toBe('/404/');
  });
});

describe('remembered gate answers', () => {
  const now = Date.UTC(2025, 0, 1);
  it('holds until the stored time', () => {
    const stored = acceptedUntil(30, now);
    expect(isStillAccepted(stored, now + 29 * 86_400_000)).toBe(true);
    expect(isStillAccepted(stored, now + 30 * 86_400_000)).toBe(false);
  });
  it('treats nothing or nonsense as not accepted', () => {
    expect(isStillAccepted(null, now)).toBe(false);
    expect(isStillAccepted('yes', now)).toBe(false);
  });
  it('shares one key per gate name', () => {
    expect(gateStorageKey('age')).toBe('gate:age');
  });
});
