import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, totpSequence, totpStep } from '../../support/totp.ts';

// RFC 6238 appendix B (SHA-1, 8 digits, secret "12345678901234567890") and RFC 4226 appendix D.
const RFC_SECRET = Buffer.from('12345678901234567890');

describe('tests/support/totp.ts', () => {
  it('matches the RFC 4226 HOTP vectors', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('matches the RFC 6238 TOTP vectors', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [time, code] of vectors) expect(hotp(RFC_SECRET, totpStep(time), 8)).toBe(code);
  });

  it('decodes base32 secrets as authenticator apps do', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
    expect(totp('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ', 59)).toBe('287082');
  });

  it('never hands out a time step twice', async () => {
    const next = totpSequence('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const first = await next();
    const second = await next();
    expect(first).not.toBe(second);
  });
});
