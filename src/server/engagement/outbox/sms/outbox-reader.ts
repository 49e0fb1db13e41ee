import type { Db } from '../../../../platform/db/database.ts';
import { lastPageOf } from '../../../../lib/pagination.ts';

/** Texts per page of /teemail/sms/. */
export const SMS_OUTBOX_PAGE_SIZE = 50;

export interface OutboxSms {
  id: number;
  to: string;
  body: string;
  transport: string;
  createdAt: string;
}

/** A page of the SMS outbox, newest first (platform staff only: see canReadSmsOutbox). */
export async function listSmsOutbox(db: Db, page: number): Promise<{ texts: OutboxSms[]; total: number; lastPage: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(SMS_OUTBOX_PAGE_SIZE)
      .offset((page - 1) * SMS_OUTBOX_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    texts: rows.map((row) => ({ id: row.id, to: row.to_number, body: row.body, transport: row.transport, createdAt: row.created_at })),
    total,
    lastPage: lastPageOf(total, SMS_OUTBOX_PAGE_SIZE),
  };
}
