// A fresh verified owner of one store for API tests that must not lean on the seed's owners
// (the demo owner owns both demo stores, so cross-store tests need their own).
import { testDb } from './api.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';
import { SessionClient } from './session-client.ts';
import { uniqueEmail } from './orders.ts';

export const OWNER_PASSWORD = 'an owner pass phrase 9';

/** A signed-in client of `host` for a new owner of `divisionId` (which may be another store). */
export async function ownerClient(host: string, divisionId: number): Promise<SessionClient> {
  const { db } = await testDb();
  const time = new Date().toISOString();
  const email = uniqueEmail('owner');
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(OWNER_PASSWORD),
      first_name: 'Olive',
      last_name: 'Owner',
      status: 0,
      verified_at: time,
      eula_signed_at: time,
      password_changed_at: time,
      created_at: time,
      dashboard_access: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('store_members').values({ user_id: user.id, division_id: divisionId, role: 'owner' }).execute();
  const client = new SessionClient(host);
  const login = await client.login(email, OWNER_PASSWORD);
  if (login.status !== 200) throw new Error(`owner login failed: ${login.status} ${login.text}`);
  return client;
}
