// A job enqueued on SQLite wakes this process's runner at once instead of at its next
// poll. The enqueueing code (in the Astro bundle) and the runner (in the front server)
// are separate copies of this module; a named BroadcastChannel reaches across them.

import { BroadcastChannel } from 'node:worker_threads';

const CHANNEL = 'printfront:jobs';

let sender: BroadcastChannel | undefined;

export function wakeRunners(): void {
  if (!sender) {
    sender = new BroadcastChannel(CHANNEL);
    sender.unref();
  }
  sender.postMessage('enqueued');
}

/** Calls `wake` whenever a job is enqueued in this process; returns a function that stops it. */
export function onJobEnqueued(wake: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.unref();
  channel.onmessage = wake;
  return () => channel.close();
}
