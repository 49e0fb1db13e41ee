import cluster from 'node:cluster';
import { sql } from 'kysely';
import type { Runtime } from './runtime.ts';
import { noteContentVersion } from './runtime.ts';
import { onJobEnqueued, wakeRunners } from '../platform/jobs/wake.ts';
import { isSiblingMessage, type SiblingMessage } from '../platform/front/sibling-messages.ts';

// `npm start` runs several server processes on one port (node:cluster workers, see
// workers.ts). On PostgreSQL they hear each other as separate instances do, by NOTIFY. On
// SQLite they share the database file but nothing else, so what NOTIFY would carry goes to
// the primary over IPC, and the primary hands it to every other worker:
// - a store's new content version (its cached pages go stale at once, not at the next
//   version check a second later);
// - a live chat's change (an event stream held by another process reads what is new);
// - a job enqueued by a worker that does not run jobs (the one that does wakes at once,
//   not at its next poll).

/**
 * Relays this worker's changes to its siblings and applies theirs; returns a function that
 * stops. Nothing to do outside a cluster worker, or on PostgreSQL.
 */
export function relayToSiblings(runtime: Runtime, options: { runsJobs: boolean }): () => void {
  if (!cluster.isWorker || runtime.dialect !== 'sqlite') return () => {};
  // A change announced inside a transaction is sent once it commits: the one SQLite
  // connection is held by the transaction until then, so a query on it waits its turn.
  // (A sibling that read before the commit would keep what it read.)
  const send = (message: SiblingMessage) => {
    void sql`select 1`.execute(runtime.db).then(
      () => process.send?.(message),
      () => process.send?.(message),
    );
  };
  const stopContent = runtime.content.listen((divisionId, version) => send({ printfront: 'content', divisionId, version }));
  runtime.chat.relayTo((chatId) => send({ printfront: 'chat', chatId }));
  const stopJobs = options.runsJobs ? () => {} : onJobEnqueued(() => send({ printfront: 'jobs' }));

  const hear = (message: unknown) => {
    if (!isSiblingMessage(message)) return;
    if (message.printfront === 'content') noteContentVersion(runtime, message.divisionId, message.version);
    else if (message.printfront === 'chat') runtime.chat.deliver(message.chatId);
    // Only the runner's process wakes it; another waking its own channel would send it back.
    else if (options.runsJobs) wakeRunners();
  };
  process.on('message', hear);
  return () => {
    process.off('message', hear);
    stopContent();
    stopJobs();
    runtime.chat.relayTo(undefined);
  };
}
