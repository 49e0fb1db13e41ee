import { Secret, TOTP } from 'otpauth';

// RFC 6238 time-based one-time passwords (HMAC-SHA1, 30-second steps, 6 digits), as
// authenticator apps implement them, through otpauth; RFC 4648 base32 secrets.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes from one step before or after now are accepted (clock drift). */
export const TOTP_WINDOW = 1;

const totp = (secretBase32: string, issuer = '', account = '') =>
  new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function stepAt(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** The start of the step, in milliseconds: otpauth then counts the very step `stepAt` does. */
const stepStart = (unixSeconds: number) => stepAt(unixSeconds) * TOTP_STEP_SECONDS * 1000;

/** The code an authenticator app shows at `unixSeconds`. */
export function totpCode(secretBase32: string, unixSeconds = Date.now() / 1000): string {
  return totp(secretBase32).generate({ timestamp: stepStart(unixSeconds) });
}

/**
 * Checks a code against the steps around now (compared in constant time). Returns the
 * matched step, or null. A step at or before `lastUsedStep` is refused: a code works once.
 */
export function verifyTotp(secretBase32: string, code: string, lastUsedStep: number | null, unixSeconds = Date.now() / 1000): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: stepStart(unixSeconds), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = stepAt(unixSeconds) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** The otpauth:// URI an authenticator app scans. */
export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, issuer, account).toString();
}
