import type { ConditionSet } from '../../lib/block-visibility.ts';
import type { Division } from '../../schemas/division.ts';
import type { Visitor } from './visitor.ts';
import { isBespoke, isPro, isTurbo } from '../../lib/roles.ts';

/** The block conditions a page may use (spec §4, §6), evaluated for one visitor. */
export function blockConditions(division: Division, visitor: Visitor): ConditionSet {
  return {
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
