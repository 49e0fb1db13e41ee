import type { StoreScope } from '../../stores/index.ts';
import { now, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { SubscriptionInput } from '../../../schemas/notification.ts';
import { vapidFor } from './vapid.ts';

// Web push subscriptions (POST /omnis/v3/notifications/subscriptions/): one per
// browser and store, keyed by its endpoint. Customer-level subscriptions are
// identified by the customer — a signed-in shopper's browser is theirs; a visitor's
// subscription belongs to no one until they sign in and subscribe again.

export const PUSH_NOT_CONFIGURED = 'Web push is not available on this store.';

/** The key browsers subscribe with (PushManager.subscribe's applicationServerKey). */
export async function applicationServerKey(scope: StoreScope): Promise<string> {
  const vapid = await vapidFor(scope.db);
  if (!vapid) throw new ApiError('notFound', PUSH_NOT_CONFIGURED);
  return vapid.publicKey;
}

export async function saveSubscription(scope: StoreScope, userId: number | null, input: SubscriptionInput): Promise<{ id: number; customer: boolean }> {
  if (!(await vapidFor(scope.db))) throw new ApiError('notFound', PUSH_NOT_CONFIGURED);
  const time = now();
  const { endpoint, keys } = input.subscription;
  const row = await scope.db
    .insertInto('push_subscriptions')
    .values({
      division_id: scope.division.id,
      user_id: userId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      extras_json: toJson(input.extras),
      created_at: time,
      updated_at: time,
    })
    .onConflict((conflict) =>
      conflict.columns(['division_id', 'endpoint']).doUpdateSet((eb) => ({
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        extras_json: eb.ref('excluded.extras_json'),
        updated_at: eb.ref('excluded.updated_at'),
        // A browser keeps its customer when a visitor re-subscribes without signing in.
        user_id: userId === null ? eb.ref('push_subscriptions.user_id') : eb.ref('excluded.user_id'),
      })),
    )
    .returning(['id', 'user_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, customer: row.user_id !== null };
}
