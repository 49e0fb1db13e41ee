import type { Generated } from 'kysely';

// Each store's shipping zones, their delivery methods and each method's rate.

type Flag = number;
type IsoTime = string;
type JsonText = string;

export interface ShippingZoneTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  countries_json: Generated<JsonText>;
  rest_of_world: Generated<Flag>;
  position: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ShippingMethodTable {
  id: Generated<number>;
  zone_id: number;
  code: string;
  label: string;
  min_days: number;
  max_days: number;
  cutoff: string | null;
  position: number;
}

export interface ShippingRateTable {
  id: Generated<number>;
  method_id: number;
  kind: string;
  amount: Generated<number>;
  extra_amount: Generated<number>;
  bands_json: Generated<JsonText>;
  free_over: number | null;
}

export interface ShippingTables {
  shipping_zones: ShippingZoneTable;
  shipping_methods: ShippingMethodTable;
  shipping_rates: ShippingRateTable;
}
