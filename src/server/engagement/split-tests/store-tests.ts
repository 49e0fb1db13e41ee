import type { StoreScope } from '../../stores/index.ts';
import type { SplitTest } from '../../../lib/split-tests/rules.ts';
import type { SplitTestCreateBody, SplitTestSummary } from '../../../schemas/split-tests.ts';
import { versioned } from '../../../platform/render-cache/versioned-memo.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { confidence } from '../../../lib/split-tests/confidence.ts';

/** A store's active tests with their variations, read once per content version (every request of a visitor needs them). */
export function activeSplitTests(scope: StoreScope): Promise<SplitTest[]> {
  return versioned(scope, 'split-tests', () => readActiveTests(scope));
}

async function readActiveTests(scope: StoreScope): Promise<SplitTest[]> {
  const rows = await scope.db
    .selectFrom('split_tests as t')
    .innerJoin('split_test_variations as v', 'v.split_test_id', 't.id')
    .select(['t.id as testId', 't.code', 't.name as testName', 'v.id', 'v.name', 'v.is_default'])
    .where('t.division_id', '=', scope.division.id)
    .where('t.active', '=', 1)
    .orderBy('t.id')
    .orderBy('v.position')
    .execute();
  const tests = new Map<number, SplitTest>();
  for (const row of rows) {
    const test = tests.get(row.testId) ?? { id: row.testId, code: row.code, name: row.testName, variations: [] };
    tests.set(row.testId, test);
    test.variations.push({ id: row.id, name: row.name, isDefault: row.is_default === 1 });
  }
  return [...tests.values()];
}

/**
 * Makes a test and starts it. Pages showing its variations render differently from now on,
 * so the store's content version moves (the cache then keeps one copy per variation).
 */
export async function createSplitTest(scope: StoreScope, body: SplitTestCreateBody, now = new Date()): Promise<number> {
  let id = 0;
  try {
    await bumpContentVersion(scope, {
      write: async (trx) => {
        const test = await trx
          .insertInto('split_tests')
          .values({ division_id: scope.division.id, code: body.code, name: body.name, active: 1, created_at: now.toISOString(), ended_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = test.id;
        await trx
          .insertInto('split_test_variations')
          .values(
            body.variations.map((variation, position) => ({ split_test_id: test.id, name: variation.name, is_default: variation.default ? 1 : 0, position })),
          )
          .execute();
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.validation({ code: ['This store already has a split test with this code.'] });
    throw error;
  }
  return id;
}

/**
 * Ends a running test. Its variations stop showing and the page logs the error text
 * ("… doesn't exist or is no longer active"): the owner keeps the winner by editing the page.
 */
export async function endSplitTest(scope: StoreScope, testId: number, now = new Date()): Promise<void> {
  const test = await scope.db
    .selectFrom('split_tests')
    .select(['id', 'active'])
    .where('id', '=', testId)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!test) throw new ApiError('notFound');
  if (test.active !== 1) return;
  await bumpContentVersion(scope, {
    write: (trx) => trx.updateTable('split_tests').set({ active: 0, ended_at: now.toISOString() }).where('id', '=', testId).execute(),
  });
}

/** Every test of the store, newest first, with visitors, conversions and a confidence figure per variation. */
export async function listSplitTests(scope: StoreScope): Promise<SplitTestSummary[]> {
  const tests = await scope.db
    .selectFrom('split_tests')
    .select(['id', 'code', 'name', 'active', 'created_at', 'ended_at'])
    .where('division_id', '=', scope.division.id)
    .orderBy('id', 'desc')
    .execute();
  if (tests.length === 0) return [];
  const ids = tests.map((test) => test.id);
  const [variations, counts] = await Promise.all([
    scope.db
      .selectFrom('split_test_variations')
      .select(['id', 'split_test_id', 'name', 'is_default'])
      .where('split_test_id', 'in', ids)
      .orderBy('position')
      .execute(),
    scope.db
      .selectFrom('split_test_sessions')
      .select((eb) => ['variation_id', eb.fn.countAll<number | string>().as('visitors'), eb.fn.count<number | string>('converted_at').as('conversions')])
      .where('split_test_id', 'in', ids)
      .groupBy('variation_id')
      .execute(),
  ]);
  const byVariation = new Map(counts.map((row) => [row.variation_id, { visitors: Number(row.visitors), conversions: Number(row.conversions) }]));
  return tests.map((test) => {
    const arms = variations
      .filter((variation) => variation.split_test_id === test.id)
      .map((variation) => ({ variation, ...(byVariation.get(variation.id) ?? { visitors: 0, conversions: 0 }) }));
    const control = arms.find((arm) => arm.variation.is_default === 1) ?? arms[0];
    return {
      id: test.id,
      code: test.code,
      name: test.name,
      active: test.active === 1,
      createdAt: test.created_at,
      endedAt: test.ended_at,
      variations: arms.map((arm) => ({
        id: arm.variation.id,
        name: arm.variation.name,
        default: arm.variation.is_default === 1,
        visitors: arm.visitors,
        conversions: arm.conversions,
        conversionRate: arm.visitors === 0 ? 0 : arm.conversions / arm.visitors,
        confidence: arm === control || !control ? null : confidence(control, arm),
      })),
    };
  });
}
