import type { Db } from '../db/database.ts';
import type { JobContext } from '../jobs/task.ts';
import { errorMessage } from '../jobs/run-job.ts';

/** The outboxes whose rows a delivery job (mail.deliver, sms.deliver) hands to a provider. */
export type OutboxTable = 'mail_outbox' | 'sms_outbox';

/** What MailTransport and SmsTransport share. */
interface Provider<M> {
  readonly name: string;
  deliver(message: M): Promise<{ providerId: string | null }>;
}

/**
 * One delivery attempt of a queued outbox row, its outcome written on the row: sent with
 * the provider's id, or the error (failed once the job is out of attempts), thrown again
 * so the job retries.
 */
export async function deliverOutboxRow<M>(
  db: Db,
  table: OutboxTable,
  id: number,
  job: JobContext['job'],
  transport: Provider<M> | undefined,
  message: M,
): Promise<void> {
  try {
    // The provider was switched off since the row was queued: the outbox is its delivery now.
    const sent = transport ? { transport: transport.name, ...(await transport.deliver(message)) } : { transport: 'outbox', providerId: null };
    await db
      .updateTable(table)
      .set({ status: 'sent', transport: sent.transport, provider_id: sent.providerId, last_error: null })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    await db
      .updateTable(table)
      .set({ status: job.attempts >= job.maxAttempts ? 'failed' : 'queued', last_error: errorMessage(error) })
      .where('id', '=', id)
      .execute();
    throw error;
  }
}
