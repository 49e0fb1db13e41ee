// What the crash test writes to, made straight in the database (never from the demo seed's
// owners): a Pro store with its owner for page publishing, and the demo store's products
// that a shopper can put in a basket.
import type { Db } from '../../../src/platform/db/database.ts';
import { hashPassword } from '../../../src/platform/security/passwords.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { insertPage } from '../../../src/server/content/pages/pages.ts';
import { starterHomePage } from '../../../src/server/accounts/starter-store.ts';
import { DASHBOARD_PERMISSIONS } from '../../../src/lib/permissions.ts';

const PASSWORD = 'a crash test owner pass phrase 13';

export interface PageStore {
  division: number;
  subdomain: string;
  email: string;
  password: string;
}

/** A Pro store (pages need Pro) with a starter homepage and a signed-up, verified owner. */
export async function pageStore(db: Db, name: string): Promise<PageStore> {
  const subdomain = name;
  const division = await createStore(db, {
    project: { name: subdomain, isPro: true },
    subdomain,
    name: subdomain,
    companyName: `Company ${subdomain}`,
    themeName: 'naked',
    isPro: true,
  });
  await insertPage({ db, division }, starterHomePage(division.companyName));
  const time = new Date().toISOString();
  const email = `${subdomain}@example.com`;
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Crash',
      last_name: 'Owner',
      status: 0,
      verified_at: time,
      eula_signed_at: time,
      password_changed_at: time,
      created_at: time,
      dashboard_access: 1,
      permissions_json: JSON.stringify(DASHBOARD_PERMISSIONS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('store_members').values({ user_id: user.id, division_id: division.id, role: 'owner' }).execute();
  return { division: division.id, subdomain, email, password: PASSWORD };
}

export interface Choice {
  id: number;
  uuid: string;
  urlName: string;
  colour: string;
  size: string;
}

/** Plain products of a store (no bundle parts to choose) with a colour and a size, as addItemToCart takes them. */
export async function productChoices(db: Db, division: number, count: number): Promise<Choice[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'uuid', 'url_name', 'options_json'])
    .where('division_id', '=', division)
    .where('enabled', '=', 1)
    .where('enable_add_to_cart', '=', 1)
    .where('is_bundle', '=', 0)
    .orderBy('id')
    .execute();
  const choices = rows.flatMap((row) => {
    const options = JSON.parse(row.options_json) as { colour: { name: string }; sizes: string[] }[];
    const option = options.find((candidate) => candidate.sizes.length > 0);
    return option ? [{ id: row.id, uuid: row.uuid, urlName: row.url_name, colour: option.colour.name, size: option.sizes[0]! }] : [];
  });
  if (choices.length < count) throw new Error(`Store ${division} has ${choices.length} plain products to buy, the crash test needs ${count}`);
  return choices.slice(0, count);
}
