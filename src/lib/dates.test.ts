import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDay } from './dates.ts';

describe('dates: DD/MM/YY hh:mm a', () => {
  it('shows London wall-clock time, GMT in winter and BST in summer', () => {
    expect(formatDisplayDate('2026-11-25T19:05:00Z')).toBe('25/11/26 07:05 pm');
    expect(formatDisplayDate('2026-07-01T11:30:00Z')).toBe('01/07/26 12:30 pm');
    expect(formatDisplayDate('2026-07-01T23:30:00Z')).toBe('02/07/26 12:30 am');
  });

  it('can show another zone, and the day alone', () => {
    expect(formatDisplayDate('2026-01-05T09:00:00Z', 'UTC')).toBe('05/01/26 09:00 am');
    expect(formatDisplayDay('2026-01-05T09:00:00Z')).toBe('05/01/26');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});
