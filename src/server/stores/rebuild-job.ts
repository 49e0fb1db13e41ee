import { z } from 'zod';
import type { TaskSpec } from '../../platform/jobs/task.ts';

/**
 * The job that re-renders a store's pages after its content changed: enqueued here, beside the
 * change (content-version.ts); run by the storefront, which knows the store's pages (rebuild-task.ts).
 */
export const REBUILD_STORE_JOB = {
  name: 'store.rebuild',
  payload: z.object({ divisionId: z.int().positive() }),
  maxAttempts: 5,
} satisfies TaskSpec;
