/** A job as both queues store it. */
export interface JobSpec {
  task: string;
  /** The payload as the task's schema returned it (JSON-serialisable). */
  payload: unknown;
  queueName: string | null;
  jobKey: string | null;
  runAt: Date;
  maxAttempts: number;
}

/** What a runner hands to a task: one claimed job. */
export interface ClaimedJob {
  id: string;
  task: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}
