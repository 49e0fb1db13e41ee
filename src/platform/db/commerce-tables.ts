import type { Generated } from 'kysely';
import type { PersonalizationColumn } from './design-order-tables.ts';
import type { OrderAfterSaleColumns, OrderItemAfterSaleColumns } from './after-sale-tables.ts';

// Storage shapes of migration 0010. Same conventions as tables.ts: flags are
// 0/1, times ISO-8601 text, structured data JSON text, money integer minor units.

type Flag = number;
type IsoTime = string;
type JsonText = string;

/** A named basket of one visitor or customer in one store: 'main' or 'favourites'. */
export interface BasketTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  name: string;
  /** SHA-256 (hex) of the visitor's basket cookie token. */
  visitor_hash: string | null;
  user_id: number | null;
  /** SHA-256 (hex) of the favourites recovery token sent by e-mail. */
  recovery_hash: string | null;
  version: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface BasketItemTable extends PersonalizationColumn {
  id: Generated<number>;
  basket_id: number;
  key: string;
  product_id: number;
  colour: string | null;
  size: string | null;
  quantity: number;
  bundle_options_json: Generated<JsonText>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrderTable extends OrderAfterSaleColumns {
  id: Generated<number>;
  uuid: string;
  hash: string;
  division_id: number;
  user_id: number | null;
  basket_id: number | null;
  email: string;
  status: string;
  currency: string;
  subtotal: number;
  goods_tax: number;
  discount: number;
  shipping: number;
  shipping_tax: number;
  total: number;
  coupon_code: string | null;
  /** How it was taxed: uk, ioss, import-vat-due, reverse-charge or export (migration 0052). */
  tax_treatment: Generated<string>;
  /** A business buyer's VAT number (reverse charge, or printed on a UK invoice). */
  buyer_vat_number: string | null;
  shipping_method: string;
  /** The method's label as the store named it when the order was placed; null on older orders. */
  shipping_label: string | null;
  shipping_address_json: JsonText;
  billing_address_json: JsonText;
  payment_method: string | null;
  transaction_id: string | null;
  paid_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrderItemTable extends PersonalizationColumn, OrderItemAfterSaleColumns {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  image: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  price: number;
  tax: number;
  /** The VAT rate charged on it, in basis points (0 where none was). */
  tax_rate_bp: Generated<number>;
  discount_tax_included: Generated<number>;
  bundle_parent_id: number | null;
}

export interface OrderStatusLogTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  user_id: number | null;
  created_at: IsoTime;
}

export interface PaymentAttemptTable {
  id: Generated<number>;
  order_id: number;
  idempotency_key: string;
  provider: string;
  method_name: string;
  successful: Generated<Flag>;
  message: string;
  status: string;
  amount: number;
  provider_reference: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A payment processor's event, applied once (its id is unique per provider). */
export interface PaymentEventTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  reference: string;
  order_id: number;
  outcome: string;
  received_at: IsoTime;
}

export interface CommerceTables {
  baskets: BasketTable;
  basket_items: BasketItemTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_status_logs: OrderStatusLogTable;
  payment_attempts: PaymentAttemptTable;
  payment_events: PaymentEventTable;
}
