import type { Db } from '../db/database.ts';
import type { PageFiles } from './page-files.ts';
import { logger } from '../ops/logger.ts';

/** How often the file tier's versions are compared with the database's (the host directory's second). */
export const PAGE_FILES_CHECK_MS = 1000;

/**
 * The file tier's version check. nginx asks no instance before it sends a file, so a change
 * this process never hears of (a command run beside the server on SQLite, versions announced
 * while the LISTEN connection was down) must still take the old files out of its sight:
 * at start and once a second, each store the tier holds is compared with the database. A
 * store that is gone, or whose files are ahead of the database, loses its folder. Returns a
 * function that stops checking.
 */
export function checkPageFileVersions(
  db: Db,
  files: PageFiles,
  onVersion: (divisionId: number, version: number) => void,
  intervalMs = PAGE_FILES_CHECK_MS,
): () => void {
  let running = false;
  const check = async () => {
    const ids = files.storeIds();
    if (running || ids.length === 0) return;
    running = true;
    try {
      const rows = await db.selectFrom('divisions').select(['id', 'content_version']).where('id', 'in', ids).execute();
      const versions = new Map(rows.map((row) => [row.id, row.content_version]));
      for (const id of ids) {
        const version = versions.get(id);
        const current = files.currentVersion(id);
        // Gone, or ahead of the database: not this database's pages (losing them only costs a render).
        if (version === undefined || (current !== undefined && current > version)) files.forgetStore(id);
        else if ((current ?? Infinity) < version) onVersion(id, version);
      }
    } catch (error) {
      logger.error({ err: error }, 'render cache: the file tier could not check versions');
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
