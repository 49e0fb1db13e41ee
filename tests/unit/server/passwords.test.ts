import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword, ARGON2_PARAMETERS } from '../../../src/platform/security/passwords.ts';
import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../../src/platform/security/secret-box.ts';
import { NewPassword } from '../../../src/schemas/account.ts';

describe('password storage (ASVS 2.4)', () => {
  it('stores argon2id hashes at OWASP’s minimum (19 MiB, 2 passes, 1 lane) with a fresh salt', async () => {
    expect(ARGON2_PARAMETERS).toMatchObject({ memory: 19456, passes: 2, parallelism: 1 });
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
    expect(needsRehash(first)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdA$aGFzaA')).toBe(true);
  });

  it('accepts new passwords of 12 to 128 characters without edge spaces or a common password', () => {
    expect(NewPassword.safeParse('a long pass phrase 42').success).toBe(true);
    const message = (value: string) => NewPassword.safeParse(value).error?.issues[0]?.message;
    expect(message(' starts with a space')).toBe('Password cannot start or end with spaces.');
    expect(message('short one')).toBe('Must contain at least 12 characters.');
    expect(message('x'.repeat(129))).toBe('Must contain no more than 128 characters.');
    expect(message('Password1234')).toBe('That password is too common. Please choose another.');
    expect(message('aaaaaaaaaaaaaaaa')).toBe('That password is too common. Please choose another.');
  });
});

describe('sealed secrets', () => {
  const box = new SecretBox(randomBytes(32));

  it('encrypts with AES-256-GCM and refuses tampered text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('tampered').toString('base64url')].join('.');
    expect(() => box.open(tampered)).toThrow();
  });

  it('opens and signs only with its own key', () => {
    const other = new SecretBox(randomBytes(32));
    expect(() => other.open(box.seal('secret'))).toThrow();
    expect(other.sign('store-pass:1:hash')).not.toBe(box.sign('store-pass:1:hash'));
    expect(box.sign('store-pass:1:hash')).toBe(box.sign('store-pass:1:hash'));
  });
});
