import type { Db } from '../../../platform/db/database.ts';
import { flag, fromJson, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { ProjectSettings, ProjectSettingsBody } from '../../../schemas/people.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { setProjectPro } from '../billing/pro-flag.ts';

/** A staff member turning Pro on or off by hand without saying why. */
export const PRO_REASON_REQUIRED = "Give a reason for changing Pro: it is kept in the project's history.";

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

/**
 * Staff's settings of a project. Pro normally follows the project's subscription; a staff
 * override needs a reason, and is kept with who made it (pro_changes).
 */
export async function updateProject(db: Db, id: number, body: ProjectSettingsBody, staff: { userId: number; now?: Date }): Promise<ProjectSettings> {
  const current = await db.selectFrom('projects').select('is_pro').where('id', '=', id).executeTakeFirst();
  if (!current) throw new ApiError('notFound');
  const reason = body.proReason?.trim() ?? '';
  const proChanged = (current.is_pro === 1) !== body.isPro;
  if (proChanged && reason === '') throw ApiError.validation({ proReason: [PRO_REASON_REQUIRED] });
  const updated = await inTransaction(db, async (trx) => {
    if (proChanged) await setProjectPro(trx, id, body.isPro, { source: 'staff', userId: staff.userId, reason, now: staff.now ?? new Date() });
    return trx
      .updateTable('projects')
      .set({
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
      .executeTakeFirstOrThrow();
  });
  return settingsOf(updated, (await storesByProject(db, [id])).get(id) ?? []);
}
