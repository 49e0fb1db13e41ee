// Wall-clock bounds that follow the machine's speed. A test's bound (its timeout, how long it
// waits for a job) is set on the idle 2-core CI machine; on a busy one (another test run or a
// build beside it: a load of 17 on 2 cores has been seen) the same work takes several times as
// long and a fixed bound fails a test that does nothing wrong. slowdown() times a fixed piece of
// work against its time on the idle machine; scaled(ms) stretches a bound by that factor. The
// product's own figures a test holds it to (a latency the specification promises, a page's
// weight) are never scaled; a bound that only catches work gone pathologically slow is.

/** The work: a loop of integer hashing, one core, no allocation, no I/O. */
function work(rounds: number): number {
  let x = 1;
  for (let i = 0; i < rounds; i += 1) {
    x = Math.imul(x ^ i, 2654435761) >>> 0;
    x ^= x >>> 13;
  }
  return x;
}

const ROUNDS = 10_000_000;
/** The work's time on the idle CI machine (its CPU time there, measured repeatedly: 17–18 ms). */
const IDLE_MS = 18;
/** A machine's load changes: measure again when the last figure is older than this. */
const FRESH_MS = 20_000;
/** Past this the machine is not slow but stuck; a bound this long is as good as none. */
const MOST = 20;

let measured: { factor: number; at: number } | null = null;
let sink = 0;

/** How many times slower than the idle CI machine this one runs now (1 at least, MOST at most). */
export function slowdown(): number {
  const now = performance.now();
  if (measured && now - measured.at < FRESH_MS) return measured.factor;
  work(ROUNDS / 10); // compiled before it is timed
  const times: number[] = [];
  for (let sample = 0; sample < 3; sample += 1) {
    const started = performance.now();
    sink ^= work(ROUNDS);
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[1]!;
  measured = { factor: Math.min(MOST, Math.max(1, median / IDLE_MS)), at: performance.now() };
  return measured.factor + (sink & 0); // sink keeps the work from being optimised away
}

/** A wall-clock bound set on the idle CI machine, stretched by how slow this one runs now. */
export function scaled(ms: number): number {
  return Math.ceil(ms * slowdown());
}
