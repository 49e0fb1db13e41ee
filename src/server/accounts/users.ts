import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { UserTable } from '../../platform/db/tables.ts';
import type { AccountStore, AccountUser } from '../../schemas/account.ts';
import { fromJson, now, toJson } from '../../platform/db/json.ts';
import { subdomainHost } from '../../platform/http/store-hosts.ts';

export type UserRow = Selectable<UserTable>;

/** The second factor a user has turned on: an authenticator app, SMS to their phone, or none. */
export function secondFactorOf(row: Pick<UserRow, 'two_factor_method' | 'two_factor_secret' | 'mobile_phone'>): 'app' | 'sms' | null {
  if (row.two_factor_method === 'app' && row.two_factor_secret) return 'app';
  if (row.two_factor_method === 'sms' && row.mobile_phone) return 'sms';
  return null;
}

export function accountUserFromRow(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: row.verified_at !== null,
    eulaSigned: row.eula_signed_at !== null,
    internal: row.internal === 1,
    dashboardAccess: row.dashboard_access === 1,
    twoFactorEnabled: secondFactorOf(row) !== null,
    twoFactorMethod: secondFactorOf(row),
    mobilePhoneNumber: row.mobile_phone,
    mutedAt: row.muted_at,
    permissions: fromJson<string[]>(row.permissions_json, 'users.permissions_json') ?? [],
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function findUserRowById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  /** Hashed before any transaction opens: hashing is slow and would hold the connection. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  dashboardAccess: boolean;
}

export async function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  const time = now();
  return db
    .insertInto('users')
    .values({
      email: normaliseEmail(input.email),
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      status: 0,
      verified_at: null,
      eula_signed_at: null,
      dashboard_access: input.dashboardAccess ? 1 : 0,
      permissions_json: toJson([]),
      password_changed_at: time,
      created_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The stores a user belongs to, with the address of each. */
export async function storesOf(db: Db, userId: number): Promise<AccountStore[]> {
  const rows = await db
    .selectFrom('store_members')
    .innerJoin('divisions', 'divisions.id', 'store_members.division_id')
    .select(['divisions.id', 'divisions.subdomain', 'divisions.name', 'divisions.is_pro', 'store_members.role'])
    .where('store_members.user_id', '=', userId)
    .orderBy('divisions.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    url: `http://${subdomainHost(row.subdomain)}/`,
    role: row.role,
    isPro: row.is_pro === 1,
  }));
}

/** Every store the user belongs to, with their role (one query, bounded). */
export async function membershipsOf(db: Db, userId: number): Promise<{ divisionId: number; role: string }[]> {
  const rows = await db.selectFrom('store_members').select(['division_id', 'role']).where('user_id', '=', userId).limit(500).execute();
  return rows.map((row) => ({ divisionId: row.division_id, role: row.role }));
}
