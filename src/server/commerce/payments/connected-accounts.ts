import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { ConnectedAccountTable } from '../../../platform/db/payout-tables.ts';
import { flag, fromJson, toJson } from '../../../platform/db/json.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { AccountUpdatedEvent, ConnectedAccountState } from './connect.ts';

// A direct store's connected account as the platform keeps it (connected_accounts). The
// processor's account updates arrive late, twice or out of order (webhooks), and the owner's
// return from onboarding reads the account afresh: each state is applied only when it is at
// least as new as the one kept (`state_at`, the processor's time), and each event once.

export interface ConnectedAccount extends ConnectedAccountState {
  divisionId: number;
  provider: string;
}

/** The outcome of an account update: applied, older than the state kept, a repeat, or an account of no store here. */
export type AccountUpdateResult = 'recorded' | 'unchanged' | 'duplicate' | 'ignored';

function accountOf(row: Selectable<ConnectedAccountTable>): ConnectedAccount {
  return {
    divisionId: row.division_id,
    provider: row.provider,
    accountId: row.account_id,
    chargesEnabled: row.charges_enabled === 1,
    payoutsEnabled: row.payouts_enabled === 1,
    detailsSubmitted: row.details_submitted === 1,
    requirementsDue: fromJson<string[] | null>(row.requirements_due, 'connected_accounts.requirements_due') ?? [],
  };
}

export async function findConnectedAccount(db: Db, divisionId: number): Promise<ConnectedAccount | undefined> {
  const row = await db.selectFrom('connected_accounts').selectAll().where('division_id', '=', divisionId).executeTakeFirst();
  return row ? accountOf(row) : undefined;
}

const stateColumns = (state: ConnectedAccountState) => ({
  charges_enabled: flag(state.chargesEnabled),
  payouts_enabled: flag(state.payoutsEnabled),
  details_submitted: flag(state.detailsSubmitted),
  requirements_due: toJson(state.requirementsDue),
});

/**
 * Keeps the account the processor just opened for the store. A store has one: when another
 * request kept one first (two clicks), that one is answered.
 */
export async function keepConnectedAccount(db: Db, divisionId: number, provider: string, state: ConnectedAccountState, now: Date): Promise<ConnectedAccount> {
  const time = now.toISOString();
  await db
    .insertInto('connected_accounts')
    .values({ division_id: divisionId, provider, account_id: state.accountId, ...stateColumns(state), state_at: null, created_at: time, updated_at: time })
    .onConflict((conflict) => conflict.column('division_id').doNothing())
    .execute();
  return (await findConnectedAccount(db, divisionId))!;
}

/** Sets the account's state as of `stateAt` (seconds), unless a newer one is kept; true when it was set. */
export async function applyAccountState(db: Db, provider: string, state: ConnectedAccountState, stateAt: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('connected_accounts')
    .set({ ...stateColumns(state), state_at: stateAt, updated_at: now.toISOString() })
    .where('provider', '=', provider)
    .where('account_id', '=', state.accountId)
    .where((eb) => eb.or([eb('state_at', 'is', null), eb('state_at', '<=', stateAt)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** An account update from the processor (a webhook, or the test onboarding), applied once. */
export async function applyAccountUpdate(db: Db, provider: string, event: AccountUpdatedEvent, now = new Date()): Promise<AccountUpdateResult> {
  return inTransaction(db, async (trx) => {
    // Recorded first: a second delivery waits here on the unique index, then finds it recorded.
    const inserted = await trx
      .insertInto('connected_account_events')
      .values({ provider, event_id: event.eventId, account_id: event.account.accountId, outcome: 'unchanged', received_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate';
    const known = await trx
      .selectFrom('connected_accounts')
      .select('id')
      .where('provider', '=', provider)
      .where('account_id', '=', event.account.accountId)
      .executeTakeFirst();
    const outcome: AccountUpdateResult = !known
      ? 'ignored'
      : (await applyAccountState(trx, provider, event.account, event.created, now))
        ? 'recorded'
        : 'unchanged';
    await trx.updateTable('connected_account_events').set({ outcome }).where('provider', '=', provider).where('event_id', '=', event.eventId).execute();
    return outcome;
  });
}
