import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, stepAt, totpCode, verifyTotp } from '../../../src/server/accounts/totp.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../../src/server/accounts/recovery-codes.ts';
import { rules } from '../../../src/lib/validation/index.ts';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8-digit SHA-1 codes.
const RFC_SECRET = Buffer.from('12345678901234567890');
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
    expect(hotp(RFC_SECRET, stepAt(time), 8)).toBe(expected);
  });

  it('round-trips base32 (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('accepts codes one 30 s step either side of now, and no further', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = 1_700_000_015;
    expect(verifyTotp(secret, totpCode(secret, now), null, now)).toBe(stepAt(now));
    expect(verifyTotp(secret, totpCode(secret, now - 30), null, now)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30), null, now)).toBe(stepAt(now) + 1);
    expect(verifyTotp(secret, totpCode(secret, now - 60), null, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60), null, now)).toBeNull();
  });

  it('refuses a code on replay', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = 1_700_000_015;
    const step = verifyTotp(secret, totpCode(secret, now), null, now);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now), step, now)).toBeNull();
    // An older code of the window is also spent once a newer one was used.
    expect(verifyTotp(secret, totpCode(secret, now - 30), step, now)).toBeNull();
  });

  it('ignores a space after three digits and refuses malformed codes', () => {
    const secret = base32Encode(RFC_SECRET);
    const now = 1_700_000_015;
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).not.toBeNull();
    expect(verifyTotp(secret, '12345', null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('builds the otpauth URI apps scan', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'owner@demo.test', 'Northwind Tees')).toBe(
      'otpauth://totp/Northwind%20Tees%3Aowner%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Northwind%20Tees&algorithm=SHA1&digits=6&period=30',
    );
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
