// RFC 6238 time-based one-time passwords for tests: what an authenticator app shows, through
// otpauth (checked against the RFCs' vectors in tests/unit/islands/totp-support.test.ts), not
// through the server's totp.ts, so a mistake in how the server calls it cannot hide here.
import { HOTP, Secret } from 'otpauth';

export const TOTP_STEP_SECONDS = 30;

/** RFC 4648 base32 (case, spaces and padding ignored). */
export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text.replace(/\s+/g, '')).bytes);
}

/** RFC 4226 HOTP: HMAC of the 8-byte counter, dynamically truncated. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  return HOTP.generate({ secret: new Secret({ buffer: Uint8Array.from(key).buffer }), counter, digits, algorithm: algorithm.toUpperCase() });
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
