// V8 flags the server runs with (`npm start`, and the servers tests and benchmarks start).
// A render allocates a few hundred kilobytes of short-lived strings and objects; with
// V8's default 16 MB young generation the scavenger ran every few dozen requests. 32 MB
// semi-spaces measured about a third more uncached renders per second when chosen; since the
// keep-alive listener fix, 8, 16 and 32 MB differ by less than run-to-run noise on the bench
// (docs/benchmarks.md), and larger ones (64, 128 MB) were slower.
// No allocation-site pretenuring: with 25 renders interleaved, a render's objects often
// outlive a scavenge, and V8 may then decide that their allocation sites make long-lived
// objects and allocate them straight into the old generation, where they die and wait for
// a mark-compact. Without it, interleaved wrk runs (25 connections) gave 3–5% more uncached
// renders a second, a lower p90 (25 ms against 28–31 ms) and fewer mark-compacts (6 against
// 10 in GC traces of the same 50 s of load).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
