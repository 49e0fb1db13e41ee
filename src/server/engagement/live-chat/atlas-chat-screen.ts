import type { Db } from '../../../platform/db/database.ts';
import { listQueues } from './queues.ts';
import type { ChatConsoleView } from '../../../schemas/live-chat.ts';
import { availabilityOf } from './availability.ts';

export async function chatConsoleView(db: Db, staffUserId: number): Promise<ChatConsoleView> {
  return { queues: await listQueues(db), availability: await availabilityOf(db, staffUserId), staffUserId };
}
