import type { StoreScope } from '../../stores/index.ts';
import { addCoupon } from './coupons.ts';

/** The demo stores' coupon, so a new user can try one at checkout (README "Demo"). */
export const DEMO_COUPON = { code: 'WELCOME10', value: { percentOff: 10 } } as const;

export async function seedCheckout(scope: StoreScope): Promise<void> {
  await addCoupon(scope.db, scope.division.id, DEMO_COUPON.code, DEMO_COUPON.value);
}
