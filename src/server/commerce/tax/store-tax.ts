import type { StoreScope } from '../../stores/index.ts';
import { config } from '../../../platform/config/config.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import type { StoreTax } from '../checkout/totals.ts';
import type { TaxDetails } from './tax-settings-input.ts';

// A store's tax settings, kept with what its invoices print about the seller (invoice_sellers):
// its UK VAT number, its EU IOSS number, and whether its prices include tax (the default).

export interface StoreTaxSettings {
  /** The address its invoices print, one line per line. */
  address: string;
  vatNumber: string | null;
  iossNumber: string | null;
  pricesIncludeTax: boolean;
}

export async function readStoreTaxSettings(scope: StoreScope): Promise<StoreTaxSettings> {
  const row = await scope.db
    .selectFrom('invoice_sellers')
    .select(['address', 'vat_number', 'ioss_number', 'prices_include_tax'])
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  return {
    address: row?.address ?? '',
    vatNumber: row?.vat_number ?? null,
    iossNumber: row?.ioss_number ?? null,
    pricesIncludeTax: (row?.prices_include_tax ?? 1) === 1,
  };
}

/** Saves all of the store's tax and invoice details at once (the settings screen). */
export async function saveTaxDetails(scope: StoreScope, details: TaxDetails): Promise<void> {
  const values = {
    address: details.address,
    vat_number: details.vatNumber,
    ioss_number: details.iossNumber,
    prices_include_tax: details.pricesIncludeTax ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  await scope.db
    .insertInto('invoice_sellers')
    .values({ division_id: scope.division.id, ...values })
    .onConflict((conflict) => conflict.column('division_id').doUpdateSet(values))
    .execute();
}

/** Sets the store's IOSS number and whether its prices include tax, keeping its invoice address and UK VAT number. */
export async function saveStoreTaxSettings(scope: StoreScope, input: { iossNumber: string | null; pricesIncludeTax: boolean }): Promise<void> {
  const values = { ioss_number: input.iossNumber, prices_include_tax: input.pricesIncludeTax ? 1 : 0, updated_at: new Date().toISOString() };
  await scope.db
    .insertInto('invoice_sellers')
    .values({ division_id: scope.division.id, address: '', vat_number: null, ...values })
    .onConflict((conflict) => conflict.column('division_id').doUpdateSet(values))
    .execute();
}

/**
 * Euro cents per minor unit of `currency`, for the €150 IOSS limit: EUR_EXCHANGE_RATES
 * (e.g. "GBP:1.17,USD:0.92", euros per unit) with working defaults. Keep it near the ECB's
 * monthly rate in production.
 */
export function eurCentsPerUnit(currency: string, rates = config.eurExchangeRates): number {
  const code = currency.toUpperCase();
  const rate = rates[code] ?? (code === 'EUR' ? 1 : undefined);
  if (rate === undefined) return 1;
  // Minor units differ (JPY has none): a unit of 1 yen is 100 of its minor units' worth of cents.
  return (rate * 100) / 10 ** currencyFor(code).digits;
}

/** What the totals need of the store's tax settings, for orders in `currency`. */
export async function storeTaxFor(scope: StoreScope, currency: string): Promise<StoreTax> {
  const settings = await readStoreTaxSettings(scope);
  return { pricesIncludeTax: settings.pricesIncludeTax, iossNumber: settings.iossNumber, eurCentsPerUnit: eurCentsPerUnit(currency) };
}
