import type { StaffContext } from '../../stores/index.ts';
import type { FieldErrors } from '../../../platform/errors/api-error.ts';
import { atlasStats } from './stats.ts';
import type { AtlasStats } from '../../../schemas/atlas-home.ts';
import { parseStatsParams, statsQuery, type StatsParams } from './stats-query.ts';
import { LATE_AFTER_WORKING_DAYS } from './working-days.ts';

export interface HomeView {
  /** What the filter form shows (the request's own values, or the defaults). */
  form: { store: string; date: string; lateAfter: string };
  /** Bad filter input: the figures are not drawn until it is put right. */
  errors: FieldErrors;
  /** The figures, or null with `errors` (including an unknown store). */
  stats: AtlasStats | null;
  params: StatsParams | null;
}

/** /atlas/: the figures for ?store=&date=&lateAfter= (every store, today, by default). */
export async function loadHomeView(staff: StaffContext, now = new Date()): Promise<HomeView> {
  const search = staff.url.searchParams;
  const form = { store: search.get('store') ?? '', date: search.get('date') ?? '', lateAfter: search.get('lateAfter') ?? String(LATE_AFTER_WORKING_DAYS) };
  const parsed = parseStatsParams(search, now);
  if (!parsed.ok) return { form, errors: parsed.errors, stats: null, params: null };
  const query = await statsQuery(staff.scope.db, parsed.params);
  if (!query) return { form, errors: { store: ['No such store.'] }, stats: null, params: parsed.params };
  return { form: { ...form, date: parsed.params.date }, errors: {}, stats: await atlasStats(staff.scope.db, query), params: parsed.params };
}
