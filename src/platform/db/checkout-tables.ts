import type { Generated } from 'kysely';
import type { CouponUsageColumns } from './after-sale-tables.ts';

// Storage shapes of migration 0012, same conventions as tables.ts.

export interface CouponTable extends CouponUsageColumns {
  id: Generated<number>;
  division_id: number;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  active: Generated<number>;
  created_at: string;
}

export interface CustomerCheckoutDetailsTable {
  id: Generated<number>;
  division_id: number;
  user_id: number;
  details_json: string;
  updated_at: string;
}

export interface CheckoutTables {
  coupons: CouponTable;
  customer_checkout_details: CustomerCheckoutDetailsTable;
}
