// What npm test (scripts/test.mjs) reads from its runners' JSON reports: the counts for the
// closing "N passed, N failed, N skipped" line and each failed test by name with the first line
// of its error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The run's totals, every runner's report added in. */
export const counts = { passed: 0, failed: 0, skipped: 0 };

export function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // no report: the runner stopped before writing one (its step has failed anyway)
  }
}

// Failed tests by name with the first line of their error, listed again at the very end:
// CI shows only the tail of the log, where a runner's own report has long scrolled away.
export const failures = [];

function firstLine(text) {
  const line =
    String(text ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes, which start with ESC
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .find((part) => part.trim() !== '') ?? '';
  return line.length > 240 ? `${line.slice(0, 240)}…` : line.trim();
}

export function vitestFailures(name, report) {
  for (const file of report?.testResults ?? []) {
    const relative = path.relative(ROOT, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`[${name}] ${relative} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test, only its own message.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`[${name}] ${relative}: ${firstLine(file.message)}`);
  }
}

export function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`[e2e ${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

/**
 * Adds a runner's counts to the total. A runner that failed without a failed test of its own
 * (it could not start, it timed out, a file did not load) counts as one failure.
 */
export function countReport(report, note) {
  if (report) {
    counts.passed += report.passed;
    counts.failed += report.failed;
    counts.skipped += report.skipped;
  }
  if (note && !(report?.failed > 0)) counts.failed += 1;
  return note;
}
