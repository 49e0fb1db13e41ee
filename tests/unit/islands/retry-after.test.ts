import { describe, expect, it } from 'vitest';
import { parseRetryAfter, rateLimitMessage, waitText } from '../../../islands/account/retry-after.ts';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('90', now)).toBe(90);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('says the wait in words, rounding up', () => {
    expect(waitText(0)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(7200)).toBe('2 hours');
  });

  it('keeps the API message and adds the wait when known', () => {
    expect(rateLimitMessage('Too many attempts.', 30)).toBe('Too many attempts. You can try again in 30 seconds.');
    expect(rateLimitMessage('Too many attempts.', null)).toBe('Too many attempts.');
    expect(rateLimitMessage('Too many attempts. Please try again in 57 minutes.', 3420)).toBe('Too many attempts. Please try again in 57 minutes.');
  });
});
