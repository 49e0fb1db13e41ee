import type { Db } from '../../platform/db/database.ts';
import type { Division } from '../../schemas/division.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { createStore } from '../stores/index.ts';
import { RESERVED_SUBDOMAINS } from '../../schemas/division.ts';
import { findUserRowByEmail, insertUser, type UserRow } from './users.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { LIMITS, takeAttempt } from '../../platform/security/rate-limit.ts';
import { insertPage } from '../content/index.ts';
import { starterHomePage } from './starter-store.ts';
import { startChecklist } from '../stores/index.ts';
import { openApprovalItem } from '../stores/index.ts';
import type { CustomerCreateBody } from '../../schemas/account.ts';

/** The customer/create call's body and the address it came from. */
export type SignUp = CustomerCreateBody & { clientIp: string };

/** A free sub-domain from the address's name part: "olivia", then "olivia-2", "olivia-3"… */
export async function freeSubdomain(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'store')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'store';
  const stem = base.length < 3 || RESERVED_SUBDOMAINS.has(base) ? `${base}-store` : base;
  for (let attempt = 1; attempt < 1000; attempt++) {
    const candidate = attempt === 1 ? stem : `${stem}-${attempt}`;
    const taken = await db.selectFrom('divisions').select('id').where('subdomain', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new ApiError('conflict', 'Could not find a free sub-domain');
}

const emailTaken = () => ApiError.validation({ email: ['The email has already been taken.'] });

/** POST /omnis/v3/shop/customer/create/: a customer account, and with should_have_store a store they own. */
export async function signUp(db: Db, input: SignUp): Promise<{ user: UserRow; store: Division | null }> {
  await takeAttempt(db, `sign-up:address:${input.clientIp}`, LIMITS.signUpAddress);
  if (await findUserRowByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    // All or nothing: a failure half-way must not leave an account without its store.
    return await inTransaction(db, async (trx) => {
      const user = await insertUser(trx, { ...input, passwordHash, dashboardAccess: input.dashboard_access || input.should_have_store });
      if (!input.should_have_store) return { user, store: null };
      const name = input.firstName ? `${input.firstName}'s Store` : 'My Store';
      const store = await createStore(trx, {
        project: { name, email: user.email },
        subdomain: await freeSubdomain(trx, user.email),
        name,
        companyName: name,
        themeName: 'teemill',
        settings: { sitewideBanner: { enabled: false } },
      });
      await trx.insertInto('store_members').values({ user_id: user.id, division_id: store.id, role: 'owner' }).execute();
      await insertPage({ db: trx, division: store }, starterHomePage(store.companyName));
      // The dashboard home walks the new owner through finishing their store.
      await startChecklist({ db: trx, division: store });
      // A new store waits for staff: its visitors see /store-under-review/ until approved.
      await openApprovalItem(trx, store.id);
      return { user, store: { ...store, underReview: true } };
    });
  } catch (error) {
    // Two sign-ups racing with one address: the slower meets the unique index on email.
    if (isUniqueViolation(error) && (await findUserRowByEmail(db, input.email))) throw emailTaken();
    throw error;
  }
}
