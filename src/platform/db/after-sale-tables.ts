import type { Generated } from 'kysely';

// Storage shapes of migration 0027-after-sale. Same conventions as tables.ts:
// flags 0/1, times ISO-8601 text, structured data JSON text, money integer minor units.

type Flag = number;
type IsoTime = string;
type JsonText = string;

/** Columns 0027 adds to `orders` (OrderTable extends this). */
export interface OrderAfterSaleColumns {
  /** The fulfilment factory (src/lib/after-sale/factories.ts); null until paid. */
  factory: string | null;
  priority: Generated<number>;
  parent_order_id: number | null;
  reprint_reason: string | null;
  refunded_total: Generated<number>;
  tracking_codes_json: Generated<JsonText>;
  version: Generated<number>;
}

/** Columns 0027 adds to `order_items` (OrderItemTable extends this). */
export interface OrderItemAfterSaleColumns {
  returned_quantity: Generated<number>;
  parent_item_id: number | null;
}

/** Columns 0027 adds to `coupons` (CouponTable extends this). */
export interface CouponUsageColumns {
  usage_limit: number | null;
  times_used: Generated<number>;
  expires_at: IsoTime | null;
}

/** Columns 0027 adds to `projects` (ProjectTable extends this). */
export interface ProjectSettingsColumns {
  is_vip: Generated<Flag>;
  managed: Generated<Flag>;
  badges_json: Generated<JsonText>;
  payment_interval: Generated<string>;
  betas_json: Generated<JsonText>;
  enable_bulk_studio: Generated<Flag>;
}

/** Columns 0027 adds to `users` (UserTable extends this). */
export interface StaffColumns {
  team: string | null;
  reports_to: number | null;
  colour: string | null;
  is_leadership: Generated<Flag>;
  staff_role: string | null;
  /** sealed JSON { nationalInsuranceNumber, bankAccountName, bankName, sortCode, bankAccountNumber } */
  sealed_personal_json: string | null;
}

/** Columns 0027 adds to `permission_requests`. */
export interface PermissionReviewColumns {
  reviewed_by: number | null;
  reviewed_at: IsoTime | null;
}

export interface OrderChangeLogTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number | null;
  actor: 'shopper' | 'staff' | 'system';
  user_id: number | null;
  kind: string;
  detail_json: Generated<JsonText>;
  created_at: IsoTime;
}

export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  reason: string;
  idempotency_key: string;
  provider: string;
  provider_reference: string | null;
  status: string;
  user_id: number | null;
  created_at: IsoTime;
}

export interface FactoryLabelTable {
  id: Generated<number>;
  order_item_id: number;
  order_id: number;
  counter: number;
  barcode: string;
  pickface: string;
  cancelled: Generated<Flag>;
  to_be_picked: Generated<Flag>;
  times_printed: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface LabelLogTable {
  id: Generated<number>;
  label_id: number;
  kind: string;
  user_id: number | null;
  note: string | null;
  created_at: IsoTime;
}

export interface PigeonholeTable {
  id: Generated<number>;
  factory: string;
  number: number;
  order_id: number | null;
  updated_at: IsoTime;
}

export interface PigeonholeLogTable {
  id: Generated<number>;
  pigeonhole_id: number;
  order_id: number;
  order_item_id: number | null;
  label_id: number | null;
  action: 'placed' | 'emptied';
  user_id: number | null;
  created_at: IsoTime;
}

export interface ReturnLogTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  quantity: number;
  kind: 'return' | 'exchange';
  reason: string;
  wanted_json: Generated<JsonText>;
  status: 'requested' | 'received' | 'inspected';
  outcome: 'refunded' | 'exchanged' | 'rejected' | null;
  label_code: string;
  refund_id: number | null;
  exchange_order_id: number | null;
  inspection_note: string | null;
  user_id: number | null;
  created_at: IsoTime;
  received_at: IsoTime | null;
  inspected_at: IsoTime | null;
}

export interface ReturnOfferTable {
  id: Generated<number>;
  division_id: number;
  email: string;
  label_code: string;
  status: 'requested' | 'received';
  coupon_code: string | null;
  received_by: number | null;
  created_at: IsoTime;
  received_at: IsoTime | null;
}

export interface QuoteTable {
  id: Generated<number>;
  order_id: number;
  division_id: number;
  contact_json: JsonText;
  deadline: string | null;
  lines_json: Generated<JsonText>;
  artwork_json: Generated<JsonText>;
  notes: Generated<string>;
  terms: string | null;
  mockup_url: string | null;
  price: number | null;
  po_number: string | null;
  answered_by: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CustomerProfileTable {
  user_id: number;
  company: Generated<string>;
  job_title: Generated<string>;
  phone: Generated<string>;
  mobile: Generated<string>;
  social_json: Generated<JsonText>;
  website: Generated<string>;
  potential_value: Generated<number>;
  notes: Generated<string>;
  lead_status: Generated<string>;
  tags_json: Generated<JsonText>;
  role: Generated<string>;
  updated_at: IsoTime;
}

export interface StaffRfidTable {
  id: Generated<number>;
  user_id: number;
  rfid: string;
  created_at: IsoTime;
}

export interface ApprovalItemTable {
  id: Generated<number>;
  division_id: number;
  approved: Generated<Flag>;
  denial_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: IsoTime | null;
  created_at: IsoTime;
}

export interface AfterSaleTables {
  order_change_logs: OrderChangeLogTable;
  refunds: RefundTable;
  factory_labels: FactoryLabelTable;
  label_logs: LabelLogTable;
  pigeonholes: PigeonholeTable;
  pigeonhole_logs: PigeonholeLogTable;
  return_logs: ReturnLogTable;
  return_offers: ReturnOfferTable;
  quotes: QuoteTable;
  customer_profiles: CustomerProfileTable;
  staff_rfids: StaffRfidTable;
  approval_items: ApprovalItemTable;
}
