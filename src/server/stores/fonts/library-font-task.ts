import { z } from 'zod';
import { libraryFamily } from '../../../../themes/library-fonts.ts';
import { defineTask, type TaskSpec } from '../../../platform/jobs/task.ts';
import { bumpContentVersion } from '../content-version.ts';
import { findDivisionById } from '../divisions.ts';
import { facesFor, fetchLibraryFaces } from './library-fetch.ts';

/**
 * Fetches a library family's faces after a store's theme first uses it (queued by the theme's
 * save, one job per family and store), then bumps that store's content version so its pages
 * are drawn again with the family's @font-face rules. A failure retries with backoff; the
 * pages show the fallback fonts meanwhile.
 */
export const LIBRARY_FONT_JOB = {
  name: 'font.fetch',
  payload: z.object({ divisionId: z.int().positive(), family: z.string().min(1).max(100), weights: z.array(z.int().min(100).max(900)).max(9) }),
  maxAttempts: 8,
} satisfies TaskSpec;

export const libraryFontTask = defineTask({
  ...LIBRARY_FONT_JOB,
  async run({ divisionId, family: name, weights }, { db, log, rendering }) {
    const family = libraryFamily(name);
    if (!family) return log(`[fonts] ${name} is not in the library`);
    const written = await fetchLibraryFaces(family, facesFor(family, weights));
    log(`[fonts] ${name}: ${written.length} faces fetched`);
    if (written.length === 0) return;
    const division = await findDivisionById(db, divisionId);
    if (division) await bumpContentVersion({ db, division, runtime: rendering?.runtime });
  },
});
