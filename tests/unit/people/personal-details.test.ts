// Staff personal details are stored only sealed with the server key and opened
// only for the staff member themself and staff holding atlas.staff.sensitive.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../../src/platform/security/secret-box.ts';
import { openPersonal, personalView, sealPersonal, SENSITIVE_PERMISSION } from '../../../src/server/accounts/staff/personal-details.ts';
import { ANONYMOUS, type Identity } from '../../../src/lib/identity.ts';
import type { AccountUser } from '../../../src/schemas/account.ts';

const details = { nationalInsuranceNumber: 'AB123456C', bankAccountName: 'Sam Staff', bankName: 'Monzo', sortCode: '04-00-04', bankAccountNumber: '12345678' };
const box = new SecretBox(randomBytes(32));

const viewer = (id: number, permissions: string[] = []): Identity => ({
  ...ANONYMOUS,
  clientIp: '',
  secure: false,
  user: {
    id,
    email: `u${id}@example.com`,
    firstName: '',
    lastName: '',
    verified: true,
    eulaSigned: true,
    internal: true,
    dashboardAccess: true,
    twoFactorEnabled: false,
    twoFactorMethod: null,
    mobilePhoneNumber: null,
    mutedAt: null,
    permissions,
  } as AccountUser,
});

describe('sealed personal details', () => {
  it('round-trips through the seal, and the sealed text shows none of the details', () => {
    const sealed = sealPersonal(box, details);
    for (const value of Object.values(details)) expect(sealed).not.toContain(value);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openPersonal(box, sealed)).toEqual(details);
    // A fresh IV each time: the same details never seal to the same text.
    expect(sealPersonal(box, details)).not.toBe(sealed);
  });
  it('cannot be opened with another key or once tampered with', () => {
    const sealed = sealPersonal(box, details);
    expect(() => openPersonal(new SecretBox(randomBytes(32)), sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => openPersonal(box, tampered)).toThrow();
  });
  it('shows the details to the staff member themself and to holders of the sensitive right only', () => {
    const sealed = sealPersonal(box, details);
    expect(personalView(box, viewer(7), 7, sealed)).toEqual({ state: 'shown', details });
    expect(personalView(box, viewer(8, [SENSITIVE_PERMISSION]), 7, sealed)).toEqual({ state: 'shown', details });
    expect(personalView(box, viewer(8, ['atlas.orders']), 7, sealed)).toEqual({ state: 'hidden' });
    // A hidden viewer is not even told whether there are details.
    expect(personalView(box, viewer(8), 7, null)).toEqual({ state: 'hidden' });
    expect(personalView(box, viewer(7), 7, null)).toEqual({ state: 'empty' });
  });
});
