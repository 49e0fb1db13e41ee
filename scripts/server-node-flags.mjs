// V8 flags the server runs with (`npm start`, and the servers tests and benchmarks start).
// A render allocates a few hundred kilobytes of short-lived strings and objects; with
// V8's default 16 MB young generation the scavenger ran every few dozen requests. 32 MB
// semi-spaces measured about a third more uncached renders per second when chosen; since the
// keep-alive listener fix, 8, 16 and 32 MB differ by less than run-to-run noise on the bench
// (docs/benchmarks.md), and larger ones (64, 128 MB) were slower.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
