// People for tests: customers, owners of a store and internal staff, made by the accounts
// area's own insertUser (as sign-up does); a session is started by createSession, as a
// login does, when a test asks for one.
import type { Db } from '../../../src/platform/db/database.ts';
import { hashPassword } from '../../../src/platform/security/passwords.ts';
import { toJson } from '../../../src/platform/db/json.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/accounts/index.ts';
import { insertUser } from '../../../src/server/accounts/users.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { SessionClient } from '../session-client.ts';
import { uniqueEmail } from './unique.ts';

/** Every factory-made person's password unless the overrides give one. */
export const TEST_PASSWORD = 'a test pass phrase 42';

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** A person with a session: `client` sends its cookie (and the XSRF header) to `client.host`. */
export interface SignedInUser extends TestUser {
  client: SessionClient;
}

export interface UserOverrides {
  /** Default: a unique address of example.com. */
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Address confirmed and licence signed (default: both, as after sign-up and its steps). */
  verified?: boolean;
  eulaSigned?: boolean;
  dashboardAccess?: boolean;
  internal?: boolean;
  permissions?: readonly string[];
}

/** Ask for a session: `true` on the person's own host (their store's, else demo), or the host named. */
export type WithSession = { session: true | string };

/** The store roles the dashboard knows. */
export type StoreRole = 'owner' | 'staff';

/** A session cookie for `user` on `host`, as a login on that host would leave. */
export async function withSession(db: Db, user: TestUser, host: string): Promise<SignedInUser> {
  const { token } = await createSession(db, user.id, { ip: '127.0.0.1', userAgent: 'printfront-tests' });
  const client = new SessionClient(host);
  client.cookies.set(SESSION_COOKIE, token);
  return { ...user, client };
}

async function insertPerson(
  db: Db,
  overrides: UserOverrides,
  defaults: Required<Pick<UserOverrides, 'firstName' | 'lastName'>> & UserOverrides,
): Promise<TestUser> {
  const fields = { ...defaults, ...overrides };
  const email = fields.email ?? uniqueEmail(fields.internal ? 'staff' : 'user');
  const password = fields.password ?? TEST_PASSWORD;
  const row = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: fields.firstName,
    lastName: fields.lastName,
    dashboardAccess: fields.dashboardAccess ?? false,
  });
  // Verification, the licence and staff rights have their own flows (mail links, the EULA
  // page, the people screens); the factory sets what those would leave.
  const time = new Date().toISOString();
  await db
    .updateTable('users')
    .set({
      verified_at: (fields.verified ?? true) ? time : null,
      eula_signed_at: (fields.eulaSigned ?? true) ? time : null,
      internal: fields.internal ? 1 : 0,
      permissions_json: toJson(fields.permissions ?? []),
    })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, email: row.email, password };
}

function finish(db: Db, user: TestUser, session: true | string | undefined, ownHost: string): Promise<TestUser | SignedInUser> {
  if (session === undefined) return Promise.resolve(user);
  return withSession(db, user, session === true ? ownHost : session);
}

/** A shopper's account (Casey Customer): no store, no dashboard. */
export function makeCustomer(db: Db, overrides: UserOverrides & WithSession): Promise<SignedInUser>;
export function makeCustomer(db: Db, overrides?: UserOverrides): Promise<TestUser>;
export async function makeCustomer(db: Db, overrides: UserOverrides & Partial<WithSession> = {}): Promise<TestUser | SignedInUser> {
  const { session, ...fields } = overrides;
  const user = await insertPerson(db, fields, { firstName: 'Casey', lastName: 'Customer', email: fields.email ?? uniqueEmail('customer') });
  return finish(db, user, session, 'demo');
}

/** Adds `userId` to the store's team (sign-up makes the owner; the people screens change roles). */
export async function addMember(store: StoreScope, userId: number, role: StoreRole): Promise<void> {
  await store.db.insertInto('store_members').values({ user_id: userId, division_id: store.division.id, role }).execute();
}

/** A member of the store's team (Olive Owner, with dashboard access): its owner unless `role` says staff. */
export function makeOwner(store: StoreScope, overrides: UserOverrides & { role?: StoreRole } & WithSession): Promise<SignedInUser>;
export function makeOwner(store: StoreScope, overrides?: UserOverrides & { role?: StoreRole }): Promise<TestUser>;
export async function makeOwner(
  store: StoreScope,
  overrides: UserOverrides & { role?: StoreRole } & Partial<WithSession> = {},
): Promise<TestUser | SignedInUser> {
  const { session, role = 'owner', ...fields } = overrides;
  const user = await insertPerson(store.db, fields, { firstName: 'Olive', lastName: 'Owner', dashboardAccess: true, email: fields.email ?? uniqueEmail(role) });
  await addMember(store, user.id, role);
  return finish(store.db, user, session, store.division.subdomain);
}

/** An internal staff member (Terry Team) holding `permissions` (default: atlas.orders only). */
export function makeStaff(db: Db, overrides: UserOverrides & WithSession): Promise<SignedInUser>;
export function makeStaff(db: Db, overrides?: UserOverrides): Promise<TestUser>;
export async function makeStaff(db: Db, overrides: UserOverrides & Partial<WithSession> = {}): Promise<TestUser | SignedInUser> {
  const { session, ...fields } = overrides;
  const user = await insertPerson(db, fields, {
    firstName: 'Terry',
    lastName: 'Team',
    internal: true,
    dashboardAccess: true,
    permissions: ['atlas.orders'],
    email: fields.email ?? uniqueEmail('staff'),
  });
  return finish(db, user, session, 'demo');
}
