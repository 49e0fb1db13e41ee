// Who the back-office people tests act as: the seed's staff member (every
// atlas right, atlas.staff.sensitive included), a second staff member without the sensitive
// right, a store owner and a shopper — made fresh where the test needs its own.
import { testDb, testStore } from '../support/api.ts';
import { signIn } from '../support/session-client.ts';
import { makeOwner, makeStaff, type SignedInUser } from '../support/factories/index.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

type Json = Record<string, any>;
export type { Json };

export const seedStaff = () => signIn(DEMO_USERS.staff);
export const shopper = () => signIn(DEMO_USERS.shopper);
export const demoOwner = async () => (await makeOwner(await testStore('demo'), { session: true })).client;

/** A new internal user holding `permissions` (none of the sensitive right unless given), signed in on demo. */
export async function newStaff(permissions: string[] = ['atlas.orders']): Promise<SignedInUser> {
  return makeStaff((await testDb()).db, { permissions, session: true });
}

export async function seedStaffId(): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.staff.email).executeTakeFirstOrThrow()).id;
}
