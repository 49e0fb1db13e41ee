// Split tests as pure functions: which variation a visitor sees, how a session
// starts, what split-var forces. The server (src/server/engagement/split-tests/) and the page
// conditions both decide through these, so the cache key and the HTML always agree.
import { invalidVariation as invalidVariationText, splitTestMissing as splitTestMissingText, VARIATION_OUTSIDE_TEST as VARIATION_OUTSIDE } from './messages.ts';

export interface SplitVariation {
  id: number;
  name: string;
  isDefault: boolean;
}

export interface SplitTest {
  id: number;
  /** The name the query parameter and split-var use (e.g. `homepage`). */
  code: string;
  name: string;
  variations: SplitVariation[];
}

/** The visitor's session: test id → the variation id they were given (the cookie). */
export type Assignments = ReadonlyMap<number, number>;

export function defaultVariation(test: SplitTest): SplitVariation {
  // A test always has a default (enforced when it is made); the first variation stands in otherwise.
  return test.variations.find((variation) => variation.isDefault) ?? test.variations[0]!;
}

/**
 * The variation a visitor sees: the one the query parameter named after the test
 * names; otherwise the default when no session exists, else the session's active variation.
 */
export function shownVariation(test: SplitTest, query: URLSearchParams, assignments: Assignments | null): SplitVariation {
  const asked = query.get(test.code);
  const named = asked === null ? undefined : test.variations.find((variation) => variation.name === asked);
  if (named) return named;
  const active = assignments?.get(test.id);
  return test.variations.find((variation) => variation.id === active) ?? defaultVariation(test);
}

/** A fresh session's variation: any of the test's variations, with equal chance. `random` is in [0, 1). */
export function pickVariation(test: SplitTest, random: number): SplitVariation {
  const index = Math.min(test.variations.length - 1, Math.floor(random * test.variations.length));
  return test.variations[index]!;
}

/** `split-var=homepage:New` (several joined by commas): the variations a link forces, by test code. */
export function parseSplitVar(value: string | null): Map<string, string> {
  const forced = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const at = part.indexOf(':');
    if (at <= 0 || at === part.length - 1) continue;
    forced.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return forced;
}

export interface SessionStep {
  /** The session after this request (only variations actually given: never the defaults of undiscovered tests). */
  assignments: Map<number, number>;
  /** Tests whose variation was given just now (session start): each is discovered and emits a start event. */
  started: { testId: number; variationId: number; forced: boolean }[];
}

/**
 * Session start for one request: an active test shown on this page that the
 * visitor has no variation for is discovered and given one; a split-var link forces its
 * variation (on any page), replacing the one held. Otherwise the first variation given
 * stays: the first loaded wins. Variations of tests no longer running are forgotten.
 */
export function startSessions(
  tests: readonly SplitTest[],
  held: Assignments,
  splitVar: Map<string, string>,
  random: () => number,
  shownHere: ReadonlySet<number>,
): SessionStep {
  const assignments = new Map<number, number>();
  const started: SessionStep['started'] = [];
  for (const test of tests) {
    const forcedName = splitVar.get(test.code);
    const forced = forcedName === undefined ? undefined : test.variations.find((variation) => variation.name === forcedName);
    const current = held.get(test.id);
    const valid = current !== undefined && test.variations.some((variation) => variation.id === current);
    if (forced && forced.id !== current) {
      assignments.set(test.id, forced.id);
      started.push({ testId: test.id, variationId: forced.id, forced: true });
    } else if (valid) {
      assignments.set(test.id, current);
    } else if (shownHere.has(test.id)) {
      const picked = pickVariation(test, random());
      assignments.set(test.id, picked.id);
      started.push({ testId: test.id, variationId: picked.id, forced: false });
    }
  }
  return { assignments, started };
}

export type VariationCheck = { ok: true; test: SplitTest; variation: SplitVariation } | { ok: false; message: string; marker: boolean };

/**
 * A variation placed on a page (a block's `splitTest` condition: test code and variation
 * name). Outside a test, for a test that is gone, or naming no variation of it: the spec's texts.
 */
export function checkVariation(tests: readonly SplitTest[], code: unknown, variationName: unknown): VariationCheck {
  if (typeof code !== 'string' || code === '') return { ok: false, message: VARIATION_OUTSIDE, marker: false };
  const test = tests.find((candidate) => candidate.code === code);
  if (!test) return { ok: false, message: splitTestMissingText(code), marker: false };
  const variation = test.variations.find((candidate) => candidate.name === variationName);
  if (!variation) return { ok: false, message: invalidVariationText(test.name, String(variationName ?? '')), marker: true };
  return { ok: true, test, variation };
}
