import type { Db } from '../../../platform/db/database.ts';
import { listQueues, type GroupQueue } from './queues.ts';
import { availabilityOf } from './availability.ts';

/** What /atlas/chat/ draws before its island connects: the queues and this staff member's groups. */
export interface ChatConsoleView {
  queues: GroupQueue[];
  availability: Record<number, boolean>;
  staffUserId: number;
}

export async function chatConsoleView(db: Db, staffUserId: number): Promise<ChatConsoleView> {
  return { queues: await listQueues(db), availability: await availabilityOf(db, staffUserId), staffUserId };
}
