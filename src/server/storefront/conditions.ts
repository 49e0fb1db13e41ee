import type { ConditionSet } from '../../lib/block-visibility.ts';
import type { Division } from '../../schemas/division.ts';
import type { Visitor } from '../accounts/index.ts';
import type { SplitTest } from '../../lib/split-tests/rules.ts';
import { isBespoke, isPro, isTurbo } from '../../lib/roles.ts';
import { NO_SPLIT, splitTestCondition } from '../../lib/split-tests/page-split.ts';

/**
 * The block conditions a page may use, evaluated for one visitor. Given the
 * store's running split tests, also `splitTest` (args: test code, variation name).
 */
export function blockConditions(division: Division, visitor: Visitor, splitTests?: readonly SplitTest[]): ConditionSet {
  return {
    ...(splitTests ? { splitTest: splitTestCondition(splitTests, visitor.split ?? NO_SPLIT) } : {}),
    isUK: () => visitor.geography === 'UK',
    isEU: () => visitor.geography === 'EU',
    isRestOfWorld: () => visitor.geography === 'ROW',
    isLoggedIn: () => visitor.loggedIn,
    isLoggedOut: () => !visitor.loggedIn,
    isPro: () => isPro(division),
    isNotPro: () => !isPro(division),
    isTurbo: () => isTurbo(division, visitor.internal),
    isBespoke: () => isBespoke(division),
    isInternal: () => visitor.internal,
  };
}
