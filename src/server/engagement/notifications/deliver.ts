import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { NotificationTable } from '../../../platform/db/notification-tables.ts';
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

type NotificationRow = Selectable<NotificationTable>;

/** Someone a copy goes to: a member of the store's team, or a customer with a push subscription. */
interface Person {
  userId: number;
  kind: 'member' | 'customer';
}

const SUBSCRIPTION_COLUMNS = ['id', 'endpoint', 'p256dh', 'auth'] as const;

/** The audience: the team's members and their subscriptions, or every subscription of the store and the customers behind them. */
async function audienceOf(trx: Db, notification: NotificationRow): Promise<{ people: Person[]; subscriptions: Subscription[] }> {
  const divisionId = notification.division_id;
  if (notification.audience === 'team') {
    const members = await trx.selectFrom('store_members').select('user_id').where('division_id', '=', divisionId).execute();
    const people = members.map((member): Person => ({ userId: member.user_id, kind: 'member' }));
    const ids = people.map((person) => person.userId);
    const subscriptions =
      ids.length === 0
        ? []
        : await trx.selectFrom('push_subscriptions').select(SUBSCRIPTION_COLUMNS).where('division_id', '=', divisionId).where('user_id', 'in', ids).execute();
    return { people, subscriptions };
  }
  const subscriptions = await trx
    .selectFrom('push_subscriptions')
    .select([...SUBSCRIPTION_COLUMNS, 'user_id'])
    .where('division_id', '=', divisionId)
    .execute();
  const customers = new Set(subscriptions.flatMap((row) => (row.user_id === null ? [] : [row.user_id])));
  return { people: [...customers].map((userId): Person => ({ userId, kind: 'customer' })), subscriptions };
}

/** A copy for each person; the older copies this one supersedes (the same id, or an older one of the same tag) removed. */
async function writeCopies(trx: Db, notification: NotificationRow, people: readonly Person[], sentAt: string): Promise<void> {
  const divisionId = notification.division_id;
  const ids = people.map((person) => person.userId);
  if (ids.length === 0) return;
  const superseded = trx
    .selectFrom('notifications')
    .select('id')
    .where('division_id', '=', divisionId)
    .where('id', '!=', notification.id)
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
      people.map((person) => ({ notification_id: notification.id, division_id: divisionId, user_id: person.userId, kind: person.kind, created_at: sentAt })),
    )
    .onConflict((conflict) => conflict.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}

/** Claims the notification (only one run gets past) and writes its copies; answers its push subscriptions. */
async function claimAndWrite(db: Db, notificationId: number) {
  return inTransaction(db, async (trx) => {
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
    const { people, subscriptions } = await audienceOf(trx, notification);
    await writeCopies(trx, notification, people, sentAt);
    return { status: 'claimed' as const, notification, subscriptions, recipients: people.length };
  });
}

function pushMessage(notification: NotificationRow): PushMessage {
  const extras = JSON.parse(notification.extras_json) as { data?: Record<string, unknown> | null };
  return {
    id: notification.uuid,
    title: notification.title,
    body: notification.body,
    image: notification.image,
    href: notification.href,
    tag: notification.tag,
    data: extras.data ?? null,
  };
}

/** Pushes to each subscription, a few at a time; those the push service reports gone are removed. Counts into `figures`. */
async function pushToAll(
  db: Db,
  sender: PushSender,
  subscriptions: readonly Subscription[],
  message: PushMessage,
  figures: DeliveryFigures,
  log: (line: string) => void,
): Promise<void> {
  const expired: number[] = [];
  await mapLimited(subscriptions, PUSH_CONCURRENCY, async (subscription) => {
    const outcome = await sender.send({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, message);
    if (outcome.status === 'sent') figures.pushSent += 1;
    else if (outcome.status === 'expired') expired.push(subscription.id);
    else {
      figures.pushFailed += 1;
      log(`push to subscription ${subscription.id} failed: ${outcome.reason}`);
    }
  });
  figures.pushExpired = expired.length;
  if (expired.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', expired).execute();
}

export async function deliverNotification(
  db: Db,
  notificationId: number,
  sender: PushSender | null,
  log: (line: string) => void = () => {},
): Promise<DeliveryOutcome> {
  const claimed = await claimAndWrite(db, notificationId);
  if (claimed.status !== 'claimed') return claimed;

  const { notification, subscriptions } = claimed;
  const message = pushMessage(notification);
  const figures: DeliveryFigures = { recipients: claimed.recipients, pushSent: 0, pushFailed: 0, pushExpired: 0 };
  if (sender === null && subscriptions.length > 0) {
    figures.pushFailed = subscriptions.length;
    log(`[notifications] ${notificationId}: web push is not configured (VAPID keys), ${subscriptions.length} pushes not sent`);
  } else if (sender !== null) {
    await pushToAll(db, sender, subscriptions, message, figures, (line) => log(`[notifications] ${notificationId}: ${line}`));
  }
  await db
    .updateTable('notifications')
    .set({ recipient_count: figures.recipients, push_sent: figures.pushSent, push_failed: figures.pushFailed, push_expired: figures.pushExpired })
    .where('id', '=', notificationId)
    .execute();
  return { status: 'sent', figures };
}
