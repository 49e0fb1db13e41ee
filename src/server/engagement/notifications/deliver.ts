import type { Db } from '../../../platform/db/database.ts';
import { mapLimited } from '../../../lib/concurrency.ts';
import { supersedesTag } from '../../../lib/notifications/rules.ts';
import { now } from '../../../platform/db/json.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { PushMessage, PushSender } from './push-sender.ts';

// Sending one notification (the job notifications.send runs this): a copy for each person
// of its audience, older copies it supersedes removed (same id replaced;
// replacePrevious or mergable removes older ones with the same tag), then a push to each
// subscription of the audience. Subscriptions the push service reports gone (404/410) are
// removed. Copies are written once: a job that runs again finds the notification sent and
// sends nothing twice (a phone buzzing twice is worse than a missed push).

export interface DeliveryFigures {
  recipients: number;
  pushSent: number;
  pushFailed: number;
  pushExpired: number;
}

export type DeliveryOutcome = { status: 'sent'; figures: DeliveryFigures } | { status: 'already-sent' } | { status: 'missing' };

/** Push services are slow one by one and unhappy with floods: a few at a time. */
const PUSH_CONCURRENCY = 8;

interface Subscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function deliverNotification(
  db: Db,
  notificationId: number,
  sender: PushSender | null,
  log: (line: string) => void = () => {},
): Promise<DeliveryOutcome> {
  const claimed = await inTransaction(db, async (trx) => {
    const notification = await trx.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst();
    if (!notification) return { status: 'missing' as const };
    // The claim: only one run gets past this update.
    const sentAt = now();
    const claim = await trx
      .updateTable('notifications')
      .set({ sent_at: sentAt })
      .where('id', '=', notificationId)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return { status: 'already-sent' as const };

    const divisionId = notification.division_id;
    let people: { userId: number; kind: 'member' | 'customer' }[];
    let subscriptions: Subscription[];
    const subscriptionColumns = ['id', 'endpoint', 'p256dh', 'auth'] as const;
    if (notification.audience === 'team') {
      const members = await trx.selectFrom('store_members').select('user_id').where('division_id', '=', divisionId).execute();
      people = members.map((member) => ({ userId: member.user_id, kind: 'member' }));
      const ids = people.map((person) => person.userId);
      subscriptions =
        ids.length === 0
          ? []
          : await trx.selectFrom('push_subscriptions').select(subscriptionColumns).where('division_id', '=', divisionId).where('user_id', 'in', ids).execute();
    } else {
      subscriptions = await trx
        .selectFrom('push_subscriptions')
        .select([...subscriptionColumns, 'user_id'])
        .where('division_id', '=', divisionId)
        .execute();
      const customers = new Set((subscriptions as (Subscription & { user_id: number | null })[]).flatMap((row) => (row.user_id === null ? [] : [row.user_id])));
      people = [...customers].map((userId) => ({ userId, kind: 'customer' }));
    }

    const ids = people.map((person) => person.userId);
    if (ids.length > 0) {
      // Superseded copies: the same notification id sent before, or an older one of the same tag.
      const superseded = trx
        .selectFrom('notifications')
        .select('id')
        .where('division_id', '=', divisionId)
        .where('id', '!=', notificationId)
        .where((eb) => {
          const sameId = eb('uuid', '=', notification.uuid);
          return supersedesTag({ tag: notification.tag, replacePrevious: notification.replace_previous === 1, mergable: notification.mergable === 1 })
            ? eb.or([sameId, eb.and([eb('tag', '=', notification.tag), eb('created_at', '<=', notification.created_at)])])
            : sameId;
        });
      await trx
        .updateTable('notification_recipients')
        .set({ deleted_at: sentAt })
        .where('division_id', '=', divisionId)
        .where('user_id', 'in', ids)
        .where('deleted_at', 'is', null)
        .where('notification_id', 'in', superseded)
        .execute();
      await trx
        .insertInto('notification_recipients')
        .values(
          people.map((person) => ({ notification_id: notificationId, division_id: divisionId, user_id: person.userId, kind: person.kind, created_at: sentAt })),
        )
        .onConflict((conflict) => conflict.columns(['notification_id', 'user_id']).doNothing())
        .execute();
    }
    return { status: 'claimed' as const, notification, subscriptions, recipients: ids.length };
  });
  if (claimed.status !== 'claimed') return claimed;

  const { notification, subscriptions } = claimed;
  const extras = JSON.parse(notification.extras_json) as { data?: Record<string, unknown> | null };
  const message: PushMessage = {
    id: notification.uuid,
    title: notification.title,
    body: notification.body,
    image: notification.image,
    href: notification.href,
    tag: notification.tag,
    data: extras.data ?? null,
  };
  const figures: DeliveryFigures = { recipients: claimed.recipients, pushSent: 0, pushFailed: 0, pushExpired: 0 };
  if (sender === null && subscriptions.length > 0) {
    figures.pushFailed = subscriptions.length;
    log(`[notifications] ${notificationId}: web push is not configured (VAPID keys), ${subscriptions.length} pushes not sent`);
  } else if (sender !== null) {
    const expired: number[] = [];
    await mapLimited(subscriptions, PUSH_CONCURRENCY, async (subscription) => {
      const outcome = await sender.send({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, message);
      if (outcome.status === 'sent') figures.pushSent += 1;
      else if (outcome.status === 'expired') expired.push(subscription.id);
      else {
        figures.pushFailed += 1;
        log(`[notifications] ${notificationId}: push to subscription ${subscription.id} failed: ${outcome.reason}`);
      }
    });
    figures.pushExpired = expired.length;
    if (expired.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', expired).execute();
  }
  await db
    .updateTable('notifications')
    .set({ recipient_count: figures.recipients, push_sent: figures.pushSent, push_failed: figures.pushFailed, push_expired: figures.pushExpired })
    .where('id', '=', notificationId)
    .execute();
  return { status: 'sent', figures };
}
