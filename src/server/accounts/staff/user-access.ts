import type { Db } from '../../../platform/db/database.ts';
import { fromJson, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { likePattern } from '../crm/customers.ts';
import { sql } from 'kysely';
import type { UserAccess, UserAccessBody, UserListEntry } from '../../../schemas/people.ts';

// A user's roles and rights as the back office manages them: the staff role, the dashboard
// and atlas permissions, their store roles and
// whether they are muted. Nobody changes their own access here (no granting oneself rights),
// and nobody grants a right they do not hold themselves (no granting a colleague more).

export const GRANT_REFUSED = 'You can only grant permissions you hold yourself.';

/** The rights in `wanted` that the user does not hold yet and the actor cannot give. */
export function ungrantable(actorPermissions: readonly string[], held: readonly string[], wanted: readonly string[]): string[] {
  return wanted.filter((permission) => !held.includes(permission) && !actorPermissions.includes(permission));
}

const USERS_SHOWN = 50;

type UserRow = { id: number; first_name: string; last_name: string; email: string; internal: number; staff_role: string | null; muted_at: string | null };
const COLUMNS = ['id', 'first_name', 'last_name', 'email', 'internal', 'staff_role', 'muted_at'] as const;

function entryOf(row: UserRow): UserListEntry {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    internal: row.internal === 1,
    staffRole: row.staff_role,
    mutedAt: row.muted_at,
  };
}

/** Users by name or e-mail (the newest first when nothing is typed). */
export async function searchUsers(db: Db, search: string): Promise<UserListEntry[]> {
  let query = db.selectFrom('users').select(COLUMNS);
  const text = search.trim().slice(0, 100);
  if (text) {
    const pattern = likePattern(text);
    query = query.where((eb) =>
      eb.or([eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`)]),
    );
  }
  return (await query.orderBy('id', 'desc').limit(USERS_SHOWN).execute()).map(entryOf);
}

export async function findUserAccess(db: Db, id: number): Promise<UserAccess | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...COLUMNS, 'permissions_json'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const stores = await db
    .selectFrom('store_members')
    .innerJoin('divisions', 'divisions.id', 'store_members.division_id')
    .select(['divisions.id', 'divisions.subdomain', 'divisions.name', 'store_members.role'])
    .where('store_members.user_id', '=', id)
    .orderBy('divisions.id')
    .limit(200)
    .execute();
  return {
    ...entryOf(row),
    permissions: fromJson<string[]>(row.permissions_json, 'users.permissions_json') ?? [],
    stores: stores.map((store) => ({ divisionId: store.id, subdomain: store.subdomain, name: store.name, role: store.role })),
  };
}

/** Sets a user's staff role and permissions; store roles of stores they already belong to. */
export async function updateUserAccess(db: Db, actor: { id: number; permissions: readonly string[] }, id: number, body: UserAccessBody): Promise<UserAccess> {
  if (actor.id === id) throw new ApiError('permissionDenied', 'You cannot change your own access.');
  await inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('users').select('permissions_json').where('id', '=', id).executeTakeFirst();
    if (!current) throw new ApiError('notFound');
    const held = fromJson<string[]>(current.permissions_json, 'users.permissions_json') ?? [];
    if (ungrantable(actor.permissions, held, body.permissions).length > 0) throw new ApiError('permissionDenied', GRANT_REFUSED);
    const updated = await trx
      .updateTable('users')
      .set({ staff_role: body.staffRole, permissions_json: toJson([...new Set(body.permissions)]) })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError('notFound');
    for (const store of body.storeRoles ?? []) {
      const changed = await trx
        .updateTable('store_members')
        .set({ role: store.role })
        .where('user_id', '=', id)
        .where('division_id', '=', store.divisionId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw ApiError.validation({ storeRoles: ['This user does not belong to that store.'] });
    }
  });
  return (await findUserAccess(db, id))!;
}
