import { describe, expect, it } from 'vitest';
import { Secret, URI } from 'otpauth';
import { newTotpSecret, otpauthUrl, stepAt, totpCode, verifyTotp } from '../../../src/server/accounts/totp.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../../src/server/accounts/recovery-codes.ts';
import { rules } from '../../../src/lib/validation/index.ts';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", SHA-1 codes (8 digits there;
// the six shown here are their last six, as RFC 4226's truncation gives).
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC test vector at t=%i', (time, expected) => {
    expect(totpCode(RFC_SECRET, time)).toBe(expected.slice(-6));
    expect(verifyTotp(RFC_SECRET, expected.slice(-6), null, time)).toBe(stepAt(time));
  });

  it('makes 160-bit base32 secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts codes one 30 s step either side of now, and no further', () => {
    const secret = RFC_SECRET;
    const now = 1_700_000_015;
    expect(verifyTotp(secret, totpCode(secret, now), null, now)).toBe(stepAt(now));
    expect(verifyTotp(secret, totpCode(secret, now - 30), null, now)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30), null, now)).toBe(stepAt(now) + 1);
    expect(verifyTotp(secret, totpCode(secret, now - 60), null, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60), null, now)).toBeNull();
  });

  it('counts steps from their start, whatever the fraction of a second', () => {
    const secret = RFC_SECRET;
    const start = 1_700_000_010;
    expect(totpCode(secret, start + 29.9999)).toBe(totpCode(secret, start));
    expect(verifyTotp(secret, totpCode(secret, start), null, start + 29.9999)).toBe(stepAt(start));
  });

  it('refuses a code on replay', () => {
    const secret = RFC_SECRET;
    const now = 1_700_000_015;
    const step = verifyTotp(secret, totpCode(secret, now), null, now);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now), step, now)).toBeNull();
    // An older code of the window is also spent once a newer one was used.
    expect(verifyTotp(secret, totpCode(secret, now - 30), step, now)).toBeNull();
    // A later one is not.
    expect(verifyTotp(secret, totpCode(secret, now + 30), step, now)).toBe(stepAt(now) + 1);
  });

  it('ignores a space after three digits and refuses malformed codes', () => {
    const secret = RFC_SECRET;
    const now = 1_700_000_015;
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).not.toBeNull();
    expect(verifyTotp(secret, '12345', null, now)).toBeNull();
    expect(verifyTotp(secret, '1234567', null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('builds the otpauth URI apps scan', () => {
    const url = otpauthUrl('JBSWY3DPEHPK3PXP', 'owner@demo.test', 'Northwind Tees');
    expect(url).toBe('otpauth://totp/Northwind%20Tees:owner%40demo.test?issuer=Northwind%20Tees&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30');
    expect(URI.parse(url)).toMatchObject({ issuer: 'Northwind Tees', label: 'owner@demo.test', algorithm: 'SHA1', digits: 6, period: 30 });
  });
});

describe('recovery codes', () => {
  it('issues ten codes of two groups of 8 joined by a dash, valid by the catalogue rule', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9]{8}-[a-z0-9]{8}$/);
      expect(rules.recoveryCode.test(code)).toBe(true);
    }
  });
  it('hashes case-insensitively', () => {
    expect(recoveryCodeHash('ABCD2345-EFGH6789')).toBe(recoveryCodeHash(' abcd2345-efgh6789 '));
  });
});
