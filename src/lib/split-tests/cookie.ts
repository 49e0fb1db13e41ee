// The split-test session cookie (a test is marked discovered in it):
// `{visitor}.{testId}-{variationId}_{testId}-{variationId}`. The visitor id lets the
// results count each visitor once and tie a later conversion to their variation.

export const SPLIT_TEST_COOKIE = 'split-tests';
/** A session lasts as long as a test usually runs. */
export const SPLIT_TEST_COOKIE_DAYS = 90;

/** Who has no session (bots, clients sending no user agent): their requests are read as holding every default. */
export const NO_SESSION_VISITOR = 'no-session';

export interface SplitSession {
  visitor: string;
  assignments: Map<number, number>;
}

const VISITOR = /^[A-Za-z0-9_-]{8,40}$/;

export function parseSplitCookie(value: string | undefined): SplitSession | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const visitor = dot === -1 ? value : value.slice(0, dot);
  if (!VISITOR.test(visitor)) return null;
  const assignments = new Map<number, number>();
  for (const pair of dot === -1 ? [] : value.slice(dot + 1).split('_')) {
    const match = /^(\d{1,9})-(\d{1,9})$/.exec(pair);
    if (match) assignments.set(Number(match[1]), Number(match[2]));
  }
  return { visitor, assignments };
}

export function formatSplitCookie(session: SplitSession): string {
  const pairs = [...session.assignments].sort(([a], [b]) => a - b).map(([test, variation]) => `${test}-${variation}`);
  return `${session.visitor}.${pairs.join('_')}`;
}
