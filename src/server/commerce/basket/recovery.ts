import { sql } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import { randomToken, tokenHash } from '../../../platform/security/tokens.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { favouritesEmail } from './favourites-mail.ts';
import { findBasket, type BasketOwner } from './owner.ts';
import { readBasketLines } from './lines.ts';
import { ensureBasket } from './writes.ts';
import { LIMITS, takeAttempt } from '../../../platform/security/rate-limit.ts';

// favourites/email-for-later and favourites/recover: the shopper mails their
// favourites to themselves; the link (?br=token) restores the list in another browser.
// Only the token's SHA-256 is kept (baskets.recovery_hash), so the table gives no links.

export const NO_FAVOURITES = 'You have no favourites to save yet';
export const RECOVERY_LINK_INVALID = 'This link is not valid';

export interface EmailForLaterOptions {
  /** The store's origin as the visitor reached it; the link goes back to it. */
  origin: string;
}

/** Sends the favourites link; a new mail replaces the previous link. */
export async function emailFavouritesForLater(
  scope: StoreScope,
  owner: BasketOwner,
  email: string,
  options: EmailForLaterOptions,
  now = new Date(),
): Promise<{ mailId: string }> {
  const { db, division } = scope;
  const basket = await findBasket(db, division.id, 'favourites', owner);
  const lines = basket ? await readBasketLines(db, division.id, basket.id) : [];
  if (!basket || lines.length === 0) throw new ApiError('badRequest', NO_FAVOURITES);
  // A mail to any address on request: at most a few an hour to one address, like reset links.
  await takeAttempt(db, `favourites-mail:${division.id}:${email}`, LIMITS.mailAddress, now.getTime());
  const token = randomToken(32);
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('baskets')
      .set({ recovery_hash: tokenHash(token), updated_at: now.toISOString() })
      .where('id', '=', basket.id)
      .execute();
    const link = `${options.origin}/favourites/?br=${token}`;
    const mail = favouritesEmail({ storeName: division.companyName, link, names: lines.map((line) => line.name) });
    const sent = await sendMail(trx, { to: email, ...mail, template: 'favourites-for-later', divisionId: division.id });
    return { mailId: sent.id };
  });
}

/** Copies the mailed list into this browser's (or customer's) favourites of the same store. */
/** `owner` is asked only once the link is known good (so a bad link issues no visitor cookie). */
export async function recoverFavourites(scope: StoreScope, owner: () => BasketOwner, token: string, now = new Date()): Promise<void> {
  const { db, division } = scope;
  const source = await db
    .selectFrom('baskets')
    .select('id')
    .where('division_id', '=', division.id)
    .where('name', '=', 'favourites')
    .where('recovery_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!source) throw new ApiError('notFound', RECOVERY_LINK_INVALID);
  const writer = owner();
  const time = now.toISOString();
  await inTransaction(db, async (trx) => {
    const target = await ensureBasket(trx, division.id, 'favourites', writer, time);
    if (target.id === source.id) return;
    await trx.updateTable('baskets').set({ version: sql`version + 1`, updated_at: time }).where('id', '=', target.id).execute();
    const lines = await trx.selectFrom('basket_items').selectAll().where('basket_id', '=', source.id).orderBy('id').execute();
    for (const line of lines) {
      const { id: _id, basket_id: _basket, ...values } = line;
      await trx
        .insertInto('basket_items')
        .values({ ...values, basket_id: target.id, created_at: time, updated_at: time })
        .onConflict((oc) => oc.columns(['basket_id', 'key']).doNothing())
        .execute();
    }
  });
}
