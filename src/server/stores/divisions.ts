import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { DivisionTable } from '../../platform/db/tables.ts';
import { fromJson } from '../../platform/db/json.ts';
import { Division, DivisionSettings } from '../../schemas/division.ts';
import { approvalStatus, isUnderReview } from './approval/approval-status.ts';

/** A division row with the two facts of its project the storefront needs, and its approval item's flag. */
type DivisionRow = Selectable<DivisionTable> & { project_is_pro: number; project_company_id: number | null; approval_approved: number | null };

/** Divisions are always read with their project's pro flag and company, and whether staff approved them (the approval item). */
function selectDivisions(db: Db) {
  return db
    .selectFrom('divisions')
    .innerJoin('projects', 'projects.id', 'divisions.project_id')
    .leftJoin('approval_items', 'approval_items.division_id', 'divisions.id')
    .selectAll('divisions')
    .select(['projects.is_pro as project_is_pro', 'projects.company_id as project_company_id', 'approval_items.approved as approval_approved']);
}

export function divisionFromRow(row: DivisionRow): Division {
  return Division.parse({
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    code: row.code,
    subdomain: row.subdomain,
    customDomainName: row.custom_domain,
    enabled: row.enabled === 1,
    companyName: row.company_name,
    logo: row.logo,
    isPro: row.is_pro === 1,
    projectIsPro: row.project_is_pro === 1,
    companyId: row.project_company_id,
    isNative: row.is_native === 1,
    theme: { name: row.theme_name, overrides: fromJson(row.theme_overrides_json, 'divisions.theme_overrides_json') ?? {} },
    settings: DivisionSettings.parse(fromJson(row.settings_json, 'divisions.settings_json') ?? {}),
    contentVersion: row.content_version,
    // An approval item not yet approved keeps the store under review; no item means an older store, open as ever.
    underReview: isUnderReview(approvalStatus(row.approval_approved)),
  });
}

export async function findDivisionBySubdomain(db: Db, subdomain: string): Promise<Division | undefined> {
  const row = await selectDivisions(db).where('divisions.subdomain', '=', subdomain.toLowerCase()).executeTakeFirst();
  return row && divisionFromRow(row);
}

export async function findDivisionByCustomDomain(db: Db, domain: string): Promise<Division | undefined> {
  const row = await selectDivisions(db).where('divisions.custom_domain', '=', domain.toLowerCase()).executeTakeFirst();
  return row && divisionFromRow(row);
}

export async function findDivisionById(db: Db, id: number): Promise<Division | undefined> {
  const row = await selectDivisions(db).where('divisions.id', '=', id).executeTakeFirst();
  return row && divisionFromRow(row);
}

/** The division's content version alone: the cheap check the render cache revalidates with. */
export async function readContentVersion(db: Db, divisionId: number): Promise<number | undefined> {
  const row = await db.selectFrom('divisions').select('content_version').where('id', '=', divisionId).executeTakeFirst();
  return row?.content_version;
}

/** The first `limit` stores that are open, oldest first (the server's warm-up renders their home pages). */
export async function findOpenDivisions(db: Db, limit: number): Promise<Division[]> {
  const rows = await selectDivisions(db).where('divisions.enabled', '=', 1).orderBy('divisions.id').limit(limit).execute();
  return rows.map(divisionFromRow);
}

/** Several stores at once (bounded by the caller's list). */
export async function findDivisionsByIds(db: Db, ids: number[]): Promise<Division[]> {
  if (ids.length === 0) return [];
  const rows = await selectDivisions(db).where('divisions.id', 'in', ids.slice(0, 500)).execute();
  return rows.map(divisionFromRow);
}
