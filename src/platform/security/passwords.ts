import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Passwords are stored as argon2id PHC strings at OWASP's recommended minimum
// (19 MiB memory, 2 passes, 1 lane); never in clear.

const argon2Async = promisify(argon2);

export const ARGON2_PARAMETERS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const { memory, passes, parallelism, tagLength } = ARGON2_PARAMETERS;
  const hash = await argon2Async('argon2id', { message: password, nonce, memory, passes, parallelism, tagLength });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, memory, passes, parallelism, nonce, expected] = PHC.exec(stored) ?? [];
  if (!memory || !passes || !parallelism || !nonce || !expected) return false;
  const expectedHash = Buffer.from(expected, 'base64');
  const hash = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(nonce, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  });
  return hash.length === expectedHash.length && timingSafeEqual(hash, expectedHash);
}

/** True when a hash was made with weaker parameters than today's and should be redone at next login. */
export function needsRehash(stored: string): boolean {
  const match = PHC.exec(stored);
  if (!match) return true;
  return Number(match[1]) < ARGON2_PARAMETERS.memory || Number(match[2]) < ARGON2_PARAMETERS.passes;
}
