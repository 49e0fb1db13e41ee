import type { SplitTest } from './rules.ts';
import type { SplitTestState } from '../../schemas/split-tests.ts';
import type { ConditionEvaluator } from '../block-visibility.ts';
import { checkVariation, shownVariation } from './rules.ts';
import { NO_SESSION_VISITOR, parseSplitCookie } from './cookie.ts';

/** What a page rendering knows of the visitor's split tests: their session and the query. */
export interface VisitorSplit {
  /** The session's variations by test id; null when no session exists (bots, rebuilds). */
  assignments: ReadonlyMap<number, number> | null;
  query: URLSearchParams;
}

export const NO_SPLIT: VisitorSplit = { assignments: null, query: new URLSearchParams() };

/** The visitor's split-test session, from the cookie (SPLIT_TEST_COOKIE) the split-test step wrote into the request. */
export function visitorSplit(splitCookie: string | undefined, url: URL): VisitorSplit {
  const session = parseSplitCookie(splitCookie);
  return { assignments: session && session.visitor !== NO_SESSION_VISITOR ? session.assignments : null, query: url.searchParams };
}

/**
 * The `splitTest` block condition (args: test code, variation name): the block shows when
 * that variation is the one the visitor sees. A condition naming no
 * active test, or no test at all, logs its text and hides the block; one naming a variation
 * the test does not have logs its text and shows an error marker (the text) in its place.
 */
export function splitTestCondition(tests: readonly SplitTest[], split: VisitorSplit, log: (message: string) => void = console.error): ConditionEvaluator {
  return (args) => {
    const checked = checkVariation(tests, args[0], args[1]);
    if (!checked.ok) {
      log(checked.message);
      return checked.marker ? { marker: checked.message } : false;
    }
    return shownVariation(checked.test, split.query, split.assignments).id === checked.variation.id;
  };
}

/** The tests a page's `splitTest` conditions name, among those running. */
export function testsShown(conditionArgs: readonly unknown[][], tests: readonly SplitTest[]): SplitTest[] {
  const codes = new Set(conditionArgs.map((args) => args[0]));
  return tests.filter((test) => codes.has(test.code));
}

/** The part of a rendering's memo key the split tests decide: the variation shown of each test. */
export function splitVariantKey(tests: readonly SplitTest[], split: VisitorSplit): string {
  return tests.map((test) => `${test.id}=${shownVariation(test, split.query, split.assignments).id}`).join(',');
}

/** Core data's splitTest.tests: each running test with the variation this visitor sees and whether they discovered it. */
export function splitTestState(tests: readonly SplitTest[], split: VisitorSplit): SplitTestState[] {
  return tests.map((test) => {
    const variation = shownVariation(test, split.query, split.assignments);
    return {
      id: test.id,
      code: test.code,
      name: test.name,
      variation: { id: variation.id, name: variation.name },
      availableVariations: test.variations.map((candidate) => ({ id: candidate.id, name: candidate.name, default: candidate.isDefault })),
      discovered: split.assignments?.has(test.id) ?? false,
    };
  });
}
