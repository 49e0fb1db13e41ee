import type { Db } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { RATE_KINDS, type Band, type DeliveryMethod, type RateKind, type Zone } from './rules.ts';
import { FALLBACK_ZONES } from './default-zones.ts';

// A store's zones as saved: read whole (zones, their methods and rates, in order) and written
// one zone at a time, each inside one transaction. Every read and write names the store.

export interface SavedZone extends Zone {
  id: number;
}

const parseList = <T>(text: string): T[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
};
const rateKind = (kind: string): RateKind => ((RATE_KINDS as readonly string[]).includes(kind) ? (kind as RateKind) : 'flat');

/** The store's own zones, in their order; empty when it has none. */
export async function readZones(db: Db, divisionId: number): Promise<SavedZone[]> {
  const zones = await db.selectFrom('shipping_zones').selectAll().where('division_id', '=', divisionId).orderBy('position').orderBy('id').execute();
  if (zones.length === 0) return [];
  const methods = await db
    .selectFrom('shipping_methods')
    .innerJoin('shipping_rates', 'shipping_rates.method_id', 'shipping_methods.id')
    .select([
      'shipping_methods.zone_id',
      'shipping_methods.code',
      'shipping_methods.label',
      'shipping_methods.min_days',
      'shipping_methods.max_days',
      'shipping_methods.cutoff',
      'shipping_rates.kind',
      'shipping_rates.amount',
      'shipping_rates.extra_amount',
      'shipping_rates.bands_json',
      'shipping_rates.free_over',
    ])
    .where(
      'shipping_methods.zone_id',
      'in',
      zones.map((zone) => zone.id),
    )
    .orderBy('shipping_methods.position')
    .orderBy('shipping_methods.id')
    .execute();
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    countries: parseList<string>(zone.countries_json),
    restOfWorld: Number(zone.rest_of_world) === 1,
    methods: methods
      .filter((row) => row.zone_id === zone.id)
      .map(
        (row): DeliveryMethod => ({
          code: row.code,
          label: row.label,
          minDays: Number(row.min_days),
          maxDays: Number(row.max_days),
          cutoff: row.cutoff,
          rate: {
            kind: rateKind(row.kind),
            amount: Number(row.amount),
            extraAmount: Number(row.extra_amount),
            bands: parseList<Band>(row.bands_json),
            freeOver: row.free_over === null ? null : Number(row.free_over),
          },
        }),
      ),
  }));
}

/** The zones checkout prices by: the store's own, or the platform's when it has set none. */
export async function shippingZones(db: Db, divisionId: number): Promise<readonly Zone[]> {
  const zones = await readZones(db, divisionId);
  return zones.length > 0 ? zones : FALLBACK_ZONES;
}

async function writeMethods(trx: Db, zoneId: number, methods: readonly DeliveryMethod[]): Promise<void> {
  for (const [position, method] of methods.entries()) {
    const { id } = await trx
      .insertInto('shipping_methods')
      .values({
        zone_id: zoneId,
        code: method.code,
        label: method.label.trim(),
        min_days: method.minDays,
        max_days: method.maxDays,
        cutoff: method.cutoff,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { rate } = method;
    await trx
      .insertInto('shipping_rates')
      .values({
        method_id: id,
        kind: rate.kind,
        amount: rate.amount,
        extra_amount: rate.extraAmount,
        bands_json: JSON.stringify([...rate.bands].sort((a, b) => a.from - b.from)),
        free_over: rate.freeOver,
      })
      .execute();
  }
}

/** Saves `zone` as a new zone of the store (no `id`) or over its zone `id`; undefined when that zone is not the store's. */
export async function saveZone(db: Db, divisionId: number, zone: Zone, now = new Date()): Promise<number | undefined> {
  const time = now.toISOString();
  const row = { name: zone.name.trim(), countries_json: JSON.stringify(zone.countries), rest_of_world: zone.restOfWorld ? 1 : 0, updated_at: time };
  return inTransaction(db, async (trx) => {
    if (zone.id === undefined) {
      const last = await trx
        .selectFrom('shipping_zones')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('division_id', '=', divisionId)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const { id } = await trx
        .insertInto('shipping_zones')
        .values({ ...row, division_id: divisionId, position, created_at: time })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeMethods(trx, id, zone.methods);
      return id;
    }
    const updated = await trx.updateTable('shipping_zones').set(row).where('id', '=', zone.id).where('division_id', '=', divisionId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return undefined;
    await trx.deleteFrom('shipping_methods').where('zone_id', '=', zone.id).execute();
    await writeMethods(trx, zone.id, zone.methods);
    return zone.id;
  });
}

/** Deletes the store's zone `zoneId`; false when it is not the store's. */
export async function deleteZone(db: Db, divisionId: number, zoneId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('shipping_zones').where('id', '=', zoneId).where('division_id', '=', divisionId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
