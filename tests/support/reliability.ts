// The reliability suite (tests/reliability/, Vitest project `reliability`): how large a run
// is, and where each part's figures go. CI runs the bounded form inside `npm test`; `npm run
// reliability` runs the full one (50 kills, 10,000 fuzzed requests, 500
// shoppers for 60 s) and prints every part's figures (scripts/reliability.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './server.ts';

export type ReliabilityScale = 'bounded' | 'full';

/** RELIABILITY_SCALE: 'bounded' (the default, for CI) or 'full'. */
export const RELIABILITY_SCALE: ReliabilityScale = process.env.RELIABILITY_SCALE === 'full' ? 'full' : 'bounded';

/** The bounded or the full figure of a run: `scaled(5, 50)` kills. */
export function scaled<T>(bounded: T, full: T): T {
  return RELIABILITY_SCALE === 'full' ? full : bounded;
}

export const FIGURES_DIR = path.join(PROJECT_ROOT, 'test-results/reliability');

/**
 * Keeps one part's figures (counts, latencies in ms, rates) for the summary, as
 * test-results/reliability/{part}[-{db}].json. Figures are plain numbers or short strings.
 */
export function recordFigures(part: string, figures: Record<string, number | string | boolean>, db?: 'sqlite' | 'postgres'): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const name = db ? `${part}-${db}` : part;
  writeFileSync(
    path.join(FIGURES_DIR, `${name}.json`),
    `${JSON.stringify({ part, db: db ?? null, scale: RELIABILITY_SCALE, at: new Date().toISOString(), figures }, null, 2)}\n`,
  );
}
