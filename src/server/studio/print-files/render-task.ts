import { z } from 'zod';
import { defineTask } from '../../../platform/jobs/task.ts';
import { config } from '../../../platform/config/config.ts';
import { markRenderFailed, renderDesign } from './render-design.ts';
import { PermanentRenderError } from './render-errors.ts';
import type { Db } from '../../../platform/db/database.ts';
import { findDivisionById } from '../../stores/index.ts';
import { designRendered } from '../design-products/design-rendered.ts';

/** The design's product and the orders waiting for its files learn that they are ready. */
async function announceRendered(db: Db, designId: number): Promise<void> {
  const design = await db.selectFrom('designs').select('division_id').where('id', '=', designId).executeTakeFirst();
  const division = design && (await findDivisionById(db, design.division_id));
  if (division) await designRendered({ db, division }, designId);
}

/**
 * design.render: a saved design's print files and mockups (src/server/studio/print-files/). Queued
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
      if (outcome === 'ready') await announceRendered(db, designId);
    } catch (error) {
      const permanent = error instanceof PermanentRenderError;
      if (!permanent && job.attempts < job.maxAttempts) throw error;
      const reason = permanent ? (error as Error).message : 'The print files could not be made. Please save the design again.';
      await markRenderFailed(db, designId, reason);
      log(`design ${designId}: failed (${error instanceof Error ? error.message : String(error)})`);
    }
  },
});
