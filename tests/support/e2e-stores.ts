// Stores the browser tests make for themselves, straight in the e2e server's database: a new
// Pro store with the starter home page a sign-up gives it, and its owner, signed up and verified.
import { openDatabase, type Db } from '../../src/platform/db/database.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertPage } from '../../src/server/content/pages/pages.ts';
import { starterHomePage } from '../../src/server/accounts/starter-store.ts';

/** Signs up a verified person with dashboard access as an owner of the store `divisionId`. */
export async function addOwner(
  db: Db,
  divisionId: number,
  owner: { email: string; password: string },
  names: Pick<NewOwner, 'firstName' | 'lastName'>,
): Promise<void> {
  const time = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      email: owner.email,
      password_hash: await hashPassword(owner.password),
      first_name: names.firstName,
      last_name: names.lastName,
      status: 0,
      verified_at: time,
      eula_signed_at: time,
      dashboard_access: 1,
      created_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('store_members').values({ user_id: user.id, division_id: divisionId, role: 'owner' }).execute();
}

export interface NewOwner {
  firstName: string;
  lastName: string;
  companyName: string;
}

/** `prefix`: the start of the store's sub-domain (a time stamp makes it unique). */
export async function proStoreWithOwner(prefix: string, names: NewOwner = { firstName: 'Pat', lastName: 'Pages', companyName: 'Page Test Co' }) {
  const subdomain = `${prefix}-${Date.now().toString(36)}`;
  const owner = { email: `${subdomain}@example.com`, password: `${prefix} owner pass phrase 7` };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const store = await createStore(db, {
      project: { name: subdomain },
      subdomain,
      name: subdomain,
      companyName: names.companyName,
      themeName: 'naked',
      isPro: true,
    });
    const home = await insertPage({ db, division: store }, starterHomePage(store.companyName));
    await addOwner(db, store.id, owner, names);
    return { subdomain, owner, division: store.id, homeId: home.id };
  } finally {
    await db.destroy();
  }
}
