import type { Generated } from 'kysely';

// Storage shapes of migration 0017-affiliates. Same conventions as tables.ts.

type Flag = number;
type IsoTime = string;

export interface AffiliateSettingsTable {
  division_id: number;
  enabled: Generated<Flag>;
  /** Basis points of the goods excluding VAT (1000 = 10%). */
  commission_rate_bp: Generated<number>;
  cookie_days: Generated<number>;
  updated_at: IsoTime;
}

export interface AffiliateTable {
  id: Generated<number>;
  division_id: number;
  /** Unique in the store; the link is /a/{code}/. */
  code: string;
  name: string;
  email: string;
  created_at: IsoTime;
}

/** One arrival through an affiliate's link. */
export interface AffiliateClickTable {
  id: Generated<number>;
  affiliate_id: number;
  division_id: number;
  created_at: IsoTime;
}

/** An order placed while an affiliate's cookie lasted, with the rate of that moment. */
export interface AffiliateOrderTable {
  order_id: number;
  affiliate_id: number;
  division_id: number;
  commission_rate_bp: number;
  created_at: IsoTime;
}

export interface AffiliateTables {
  affiliate_settings: AffiliateSettingsTable;
  affiliates: AffiliateTable;
  affiliate_clicks: AffiliateClickTable;
  affiliate_orders: AffiliateOrderTable;
}
