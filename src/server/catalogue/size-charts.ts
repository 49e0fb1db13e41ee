import type { StoreScope } from '../stores/index.ts';
import { fromJson, now, toJson } from '../../platform/db/json.ts';
import { SizeChart } from '../../schemas/size-chart.ts';

/** The store's size chart `id`; undefined when it is missing, another store's or unreadable. */
export async function findSizeChart(scope: StoreScope, id: number): Promise<SizeChart | undefined> {
  const row = await scope.db.selectFrom('size_charts').selectAll().where('division_id', '=', scope.division.id).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  // A chart that no longer fits the schema is left off the page rather than breaking it.
  const parsed = SizeChart.safeParse({ id: row.id, name: row.name, ...fromJson<object>(row.chart_json, 'size_charts.chart_json') });
  if (!parsed.success) console.warn(`[catalogue] size chart ${row.id} is not readable`, parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data : undefined;
}

export async function insertSizeChart(scope: StoreScope, chart: Omit<SizeChart, 'id'>): Promise<number> {
  const { name, ...rest } = SizeChart.omit({ id: true }).parse(chart);
  const row = await scope.db
    .insertInto('size_charts')
    .values({ division_id: scope.division.id, name, chart_json: toJson(rest), created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
