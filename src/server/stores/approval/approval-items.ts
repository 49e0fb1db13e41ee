import type { Db } from '../../../platform/db/database.ts';
import type { StoreRuntime } from '../scope.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { now } from '../../../platform/db/json.ts';
import { findDivisionById } from '../divisions.ts';
import { bumpContentVersion } from '../content-version.ts';
import { approvalStatus } from './approval-status.ts';
import type { StoreReview } from '../../../schemas/approval.ts';

// Store approval (a store's approval item): every store made through sign-up
// waits for staff; approving opens it to visitors, denying keeps it under review with a
// reason its owner reads on the dashboard.

/** A new store's approval item, unapproved: its visitors see /store-under-review/ until staff approve it. */
export async function openApprovalItem(db: Db, divisionId: number, time = now()): Promise<void> {
  await db
    .insertInto('approval_items')
    .values({ division_id: divisionId, approved: 0, denial_reason: null, reviewed_by: null, reviewed_at: null, created_at: time })
    .execute();
}

/** What the owner's dashboard says of their store's review. */
export async function storeReview(db: Db, divisionId: number): Promise<StoreReview> {
  const item = await db.selectFrom('approval_items').select(['approved', 'denial_reason']).where('division_id', '=', divisionId).executeTakeFirst();
  const status = approvalStatus(item?.approved);
  return { status, denialReason: status === 'Not modded yet' ? (item?.denial_reason ?? null) : null };
}

async function storeOf(db: Db, divisionId: number) {
  const division = await findDivisionById(db, divisionId);
  if (!division) throw new ApiError('notFound', 'No such store.');
  return division;
}

/**
 * Approves the store: visitors see it from now on. A store without an item gets one,
 * approved, so the decision is on record. The store's content version moves in the same
 * transaction, so every process reads the store again (its host, its cached pages).
 */
export async function approveStore(db: Db, runtime: StoreRuntime | undefined, divisionId: number, staffId: number, time = now()): Promise<StoreReview> {
  const division = await storeOf(db, divisionId);
  const decision = { approved: 1, denial_reason: null, reviewed_by: staffId, reviewed_at: time };
  await bumpContentVersion(
    { db, division, runtime },
    {
      write: (trx) =>
        trx
          .insertInto('approval_items')
          .values({ division_id: divisionId, created_at: time, ...decision })
          .onConflict((conflict) => conflict.column('division_id').doUpdateSet(decision))
          .execute(),
    },
  );
  return storeReview(db, divisionId);
}

/**
 * Denies the store with a reason for its owner; it stays under review (Not modded yet),
 * so only a store waiting for staff can be denied: an approved or never-reviewed store is
 * open to its visitors, and a denial must not close it behind their backs (422).
 */
export async function denyStore(db: Db, divisionId: number, staffId: number, reason: string, time = now()): Promise<StoreReview> {
  await storeOf(db, divisionId);
  const updated = await db
    .updateTable('approval_items')
    .set({ denial_reason: reason, reviewed_by: staffId, reviewed_at: time })
    .where('division_id', '=', divisionId)
    .where('approved', '=', 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw ApiError.validation({ reason: ['Only a store under review can be denied.'] });
  return storeReview(db, divisionId);
}
