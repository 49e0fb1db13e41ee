// Who the back-office people tests act as: the seed's staff member (every
// atlas right, atlas.staff.sensitive included), a second staff member without the sensitive
// right, a store owner and a shopper — made fresh where the test needs its own.
import { divisionId, testDb } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { ownerClient } from '../support/store-owner.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';
import { uniqueEmail } from '../support/orders.ts';

type Json = Record<string, any>;
export type { Json };

export const STAFF_PASSWORD = 'a staff pass phrase 11';

export async function signedIn(email: string, password: string, host = 'demo'): Promise<SessionClient> {
  const client = new SessionClient(host);
  const login = await client.login(email, password);
  if (login.status !== 200) throw new Error(`login failed for ${email}: ${login.status} ${login.text}`);
  return client;
}

export const seedStaff = () => signedIn('staff@printfront.test', 'demo-staff-2026');
export const shopper = () => signedIn('shopper@demo.test', 'demo-shopper-2026');
export const demoOwner = async () => ownerClient('demo', await divisionId('demo'));

/** A new internal user holding `permissions` (none of the sensitive right unless given). */
export async function newStaff(permissions: string[] = ['atlas.orders']): Promise<{ id: number; email: string; client: SessionClient }> {
  const { db } = await testDb();
  const time = new Date().toISOString();
  const email = uniqueEmail('staff');
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(STAFF_PASSWORD),
      first_name: 'Terry',
      last_name: 'Team',
      internal: 1,
      dashboard_access: 1,
      permissions_json: JSON.stringify(permissions),
      status: 0,
      verified_at: time,
      eula_signed_at: time,
      password_changed_at: time,
      created_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, client: await signedIn(email, STAFF_PASSWORD) };
}

export async function seedStaffId(): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
}
