import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { SessionStep } from '../../../lib/split-tests/rules.ts';
import { NO_SESSION_VISITOR, parseSplitCookie } from '../../../lib/split-tests/cookie.ts';

/**
 * The start events of a session (test and variation ids), one row per visitor and
 * test. A split-var link moving a visitor to another variation moves their row, so each
 * visitor counts once, in the variation they last saw.
 */
export async function recordStarts(db: Db, visitor: string, started: SessionStep['started'], now = new Date()): Promise<void> {
  for (const start of started) {
    await db
      .insertInto('split_test_sessions')
      .values({ split_test_id: start.testId, variation_id: start.variationId, visitor, started_at: now.toISOString(), converted_at: null, order_id: null })
      .onConflict((conflict) =>
        conflict
          .columns(['split_test_id', 'visitor'])
          .doUpdateSet({ variation_id: start.variationId, started_at: now.toISOString(), converted_at: null, order_id: null }),
      )
      .execute();
  }
}

/**
 * An order placed by a visitor in a test converts their session in each of this store's
 * tests (once: a second order does not count again).
 */
export async function recordConversion(scope: StoreScope, cookie: string | undefined, orderId: number, now = new Date()): Promise<void> {
  const session = parseSplitCookie(cookie);
  // A bot's request carries the defaults under a visitor that has no session (front-step.ts).
  if (!session || session.visitor === NO_SESSION_VISITOR || session.assignments.size === 0) return;
  await scope.db
    .updateTable('split_test_sessions')
    .set({ converted_at: now.toISOString(), order_id: orderId })
    .where('visitor', '=', session.visitor)
    .where('converted_at', 'is', null)
    .where('split_test_id', 'in', (eb) => eb.selectFrom('split_tests').select('id').where('division_id', '=', scope.division.id))
    .execute();
}
