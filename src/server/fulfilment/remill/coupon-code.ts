import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads on a screen or says wrongly on the phone (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A free return offer's coupon: 'REMILL-' and 6 characters (31^6 ≈ 887 million codes). */
export function newRemillCouponCode(): string {
  let code = 'REMILL-';
  for (let index = 0; index < 6; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const REMILL_COUPON_CODE = /^REMILL-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;

/** What the coupon gives and for how long: 15% off, once, within 90 days. */
export const REMILL_COUPON = { percentOff: 15, usageLimit: 1, validDays: 90 } as const;
