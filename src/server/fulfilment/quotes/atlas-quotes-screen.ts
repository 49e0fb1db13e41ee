import type { StaffContext } from '../../stores/index.ts';
import { listStaffQuotes, readTab, type StaffQuotePage } from './staff-list.ts';

/** /atlas/quotes/?status=&page=: the tab of bespoke orders staff asked for (staff only: atlasScreen checks). */
export function loadAtlasQuotes(staff: StaffContext): Promise<StaffQuotePage> {
  const page = Number(staff.url.searchParams.get('page') ?? 1);
  return listStaffQuotes(staff.scope.db, readTab(staff.url.searchParams.get('status')), Number.isFinite(page) ? page : 1);
}
