import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../../stores/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AppNotification } from '../../../lib/notifications/notification.ts';
import { now } from '../../../platform/db/json.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { RELATED, type CreatedNotification, type NotificationInput } from '../../../schemas/notification.ts';
import { extrasJson, notificationFromRow } from './notification-rows.ts';
import { sendNotificationTask } from './send-task.ts';

// In-app notifications of one store: written by the builder, sent by the job
// queue (deliver.ts), read and dismissed by each person who received a copy.

/** How many copies the dashboard loads: older ones wait in the database. */
const LIST_LIMIT = 50;

/** Saves a notification and queues its sending, now or at `scheduledAt`. */
export async function createNotification(
  scope: StoreScope,
  userId: number,
  input: NotificationInput,
  clock: () => Date = () => new Date(),
): Promise<CreatedNotification> {
  const related = input.related ? RELATED.exec(input.related) : null;
  if (related) {
    const product = await scope.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', Number(related[1]))
      .where('division_id', '=', scope.division.id)
      .executeTakeFirst();
    if (!product) throw new ApiError('validation', 'Please choose a product.', { fieldErrors: { related: ['Please choose a product.'] } });
  }
  const createdAt = clock();
  const runAt = input.scheduledAt && Date.parse(input.scheduledAt) > createdAt.getTime() ? new Date(input.scheduledAt) : createdAt;
  const scheduledAt = runAt > createdAt ? runAt.toISOString() : null;
  const uuid = input.id ?? randomUUID();
  return inTransaction(scope.db, async (trx) => {
    const row = await trx
      .insertInto('notifications')
      .values({
        division_id: scope.division.id,
        uuid,
        title: input.title,
        body: input.body,
        image: input.image,
        href: input.href,
        position: input.position,
        template: input.template,
        tag: input.tag,
        replace_previous: input.replacePrevious ? 1 : 0,
        mergable: input.mergable ? 1 : 0,
        extras_json: extrasJson(input),
        audience: input.audience,
        related: input.related,
        created_by: userId,
        created_at: createdAt.toISOString(),
        scheduled_at: scheduledAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, sendNotificationTask, { notificationId: row.id }, { runAt, jobKey: `notification:${row.id}` });
    return { id: row.id, uuid, scheduledAt };
  });
}

/** This person's copies in this store that are still shown, newest first. */
export async function notificationsFor(scope: StoreScope, userId: number): Promise<AppNotification[]> {
  const rows = await scope.db
    .selectFrom('notification_recipients as r')
    .innerJoin('notifications as n', 'n.id', 'r.notification_id')
    .selectAll('n')
    .select(['r.id as recipient_id', 'r.opened_at', 'r.deleted_at'])
    .where('r.user_id', '=', userId)
    .where('r.division_id', '=', scope.division.id)
    .where('r.deleted_at', 'is', null)
    .orderBy('n.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => notificationFromRow(row, { recipientId: row.recipient_id, openedAt: row.opened_at, deletedAt: row.deleted_at }));
}

/** Copies neither opened nor deleted: the page title's '(n)'. */
export async function unreadNotificationCount(db: Db, divisionId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification_recipients')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('division_id', '=', divisionId)
    .where('deleted_at', 'is', null)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * POST …/mark-as-deleted/{recipientId}/: this person's own copy in this store, or 404 —
 * another person's copy (or another store's) is not theirs to see exist. Deleting twice is fine.
 */
export async function markRecipientDeleted(scope: StoreScope, userId: number, recipientId: number): Promise<{ deleted: number }> {
  const copy = await scope.db
    .selectFrom('notification_recipients')
    .select(['id', 'deleted_at'])
    .where('id', '=', recipientId)
    .where('user_id', '=', userId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!copy) throw new ApiError('notFound');
  if (!copy.deleted_at)
    await scope.db.updateTable('notification_recipients').set({ deleted_at: now() }).where('id', '=', recipientId).where('deleted_at', 'is', null).execute();
  return { deleted: recipientId };
}

/** The header list was opened: every copy shown counts as read. */
export async function markAllOpened(scope: StoreScope, userId: number): Promise<{ opened: number }> {
  const result = await scope.db
    .updateTable('notification_recipients')
    .set({ opened_at: now() })
    .where('user_id', '=', userId)
    .where('division_id', '=', scope.division.id)
    .where('opened_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { opened: Number(result.numUpdatedRows) };
}
