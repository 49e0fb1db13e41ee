// RFC 6238 time-based one-time passwords for tests: what an authenticator app shows.
// Written from the RFC, not from the server's totp.ts, so a bug there cannot hide here.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

/** RFC 4648 base32 (case, spaces and padding ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index === -1) throw new Error(`Not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: HMAC of the 8-byte counter, dynamically truncated. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac(algorithm, key).update(message).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const binary = (hash.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

export function totpStep(unixSeconds = Date.now() / 1000): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** The code an authenticator app shows at `unixSeconds` for a base32 secret. */
export function totp(secretBase32: string, unixSeconds = Date.now() / 1000, digits = 6): string {
  return hotp(base32Decode(secretBase32), totpStep(unixSeconds), digits);
}

/**
 * Codes for one secret, each from a later time step than the last: the server accepts a
 * step once, and one step either side of now. Waits when the next step is not open yet.
 */
export function totpSequence(secretBase32: string) {
  let lastStep = -1;
  return async function next(): Promise<string> {
    let now = totpStep();
    const step = Math.max(now, lastStep + 1);
    while (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      now = totpStep();
    }
    lastStep = step;
    return hotp(base32Decode(secretBase32), step);
  };
}
