import type { Db } from '../../../platform/db/database.ts';
import { flag, fromJson, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { ProjectSettings, ProjectSettingsBody } from '../../../schemas/people.ts';

// Projects: the company behind one or more stores, and the settings staff
// keep for it in the back office.

/** The back office shows at most this many projects on one screen. */
const PROJECTS_SHOWN = 500;

type ProjectRow = {
  id: number;
  name: string;
  is_pro: number;
  is_vip: number;
  managed: number;
  badges_json: string;
  currency: string;
  payment_interval: string;
  betas_json: string;
  enable_bulk_studio: number;
  force_2fa: number;
};

const COLUMNS = [
  'id',
  'name',
  'is_pro',
  'is_vip',
  'managed',
  'badges_json',
  'currency',
  'payment_interval',
  'betas_json',
  'enable_bulk_studio',
  'force_2fa',
] as const;

function settingsOf(row: ProjectRow, stores: string[]): ProjectSettings {
  return {
    id: row.id,
    name: row.name,
    stores,
    isPro: row.is_pro === 1,
    isVip: row.is_vip === 1,
    managed: row.managed === 1,
    badges: fromJson<string[]>(row.badges_json, 'projects.badges_json') ?? [],
    currency: row.currency,
    paymentInterval: row.payment_interval as ProjectSettings['paymentInterval'],
    betas: fromJson<string[]>(row.betas_json, 'projects.betas_json') ?? [],
    enableBulkStudio: row.enable_bulk_studio === 1,
    force2fa: row.force_2fa === 1,
  };
}

async function storesByProject(db: Db, projectIds: number[]): Promise<Map<number, string[]>> {
  const stores = new Map<number, string[]>();
  if (projectIds.length === 0) return stores;
  const rows = await db.selectFrom('divisions').select(['project_id', 'subdomain']).where('project_id', 'in', projectIds).orderBy('id').execute();
  for (const row of rows) stores.set(row.project_id, [...(stores.get(row.project_id) ?? []), row.subdomain]);
  return stores;
}

export async function listProjects(db: Db): Promise<ProjectSettings[]> {
  const rows = await db.selectFrom('projects').select(COLUMNS).orderBy('id').limit(PROJECTS_SHOWN).execute();
  const stores = await storesByProject(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => settingsOf(row, stores.get(row.id) ?? []));
}

export async function updateProject(db: Db, id: number, body: ProjectSettingsBody): Promise<ProjectSettings> {
  const updated = await db
    .updateTable('projects')
    .set({
      is_pro: flag(body.isPro),
      is_vip: flag(body.isVip),
      managed: flag(body.managed),
      badges_json: toJson([...new Set(body.badges)]),
      currency: body.currency,
      payment_interval: body.paymentInterval,
      betas_json: toJson([...new Set(body.betas)]),
      enable_bulk_studio: flag(body.enableBulkStudio),
      force_2fa: flag(body.force2fa),
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!updated) throw new ApiError('notFound');
  return settingsOf(updated, (await storesByProject(db, [id])).get(id) ?? []);
}
