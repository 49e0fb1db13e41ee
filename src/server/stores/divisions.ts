import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DivisionTable } from '../db/tables.ts';
import { fromJson } from '../db/json.ts';
import { Division, DivisionSettings } from '../../schemas/division.ts';

type DivisionRow = Selectable<DivisionTable>;

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
    isNative: row.is_native === 1,
    theme: { name: row.theme_name, overrides: fromJson(row.theme_overrides_json, 'divisions.theme_overrides_json') ?? {} },
    settings: DivisionSettings.parse(fromJson(row.settings_json, 'divisions.settings_json') ?? {}),
    contentVersion: row.content_version,
  });
}

export async function findDivisionBySubdomain(db: Db, subdomain: string): Promise<Division | undefined> {
  const row = await db.selectFrom('divisions').selectAll().where('subdomain', '=', subdomain.toLowerCase()).executeTakeFirst();
  return row && divisionFromRow(row);
}

export async function findDivisionByCustomDomain(db: Db, domain: string): Promise<Division | undefined> {
  const row = await db.selectFrom('divisions').selectAll().where('custom_domain', '=', domain.toLowerCase()).executeTakeFirst();
  return row && divisionFromRow(row);
}

export async function findDivisionById(db: Db, id: number): Promise<Division | undefined> {
  const row = await db.selectFrom('divisions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && divisionFromRow(row);
}

/** The division's content version alone: the cheap check the render cache revalidates with. */
export async function readContentVersion(db: Db, divisionId: number): Promise<number | undefined> {
  const row = await db.selectFrom('divisions').select('content_version').where('id', '=', divisionId).executeTakeFirst();
  return row?.content_version;
}
