import { z } from 'zod';
import { defineTask } from '../jobs/task.ts';
import { config } from '../config.ts';
import { markRenderFailed, renderDesign } from './render-design.ts';
import { PermanentRenderError } from './render-errors.ts';

/**
 * design.render: a saved design's print files and mockups (src/server/print-files/). Queued
 * in the save's transaction; a failure is retried with the queue's backoff, and the design
 * is marked failed (with the reason) on the last attempt or when no retry can help.
 */
export const renderDesignTask = defineTask({
  name: 'design.render',
  payload: z.object({ designId: z.int().positive() }),
  maxAttempts: 3,
  run: async ({ designId }, { db, job, log }) => {
    try {
      const outcome = await renderDesign(db, designId, config.mediaDir);
      log(`design ${designId}: ${outcome}`);
    } catch (error) {
      const permanent = error instanceof PermanentRenderError;
      if (!permanent && job.attempts < job.maxAttempts) throw error;
      const reason = permanent ? (error as Error).message : 'The print files could not be made. Please save the design again.';
      await markRenderFailed(db, designId, reason);
      log(`design ${designId}: failed (${error instanceof Error ? error.message : String(error)})`);
    }
  },
});
