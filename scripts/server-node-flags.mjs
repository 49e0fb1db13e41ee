// V8 flags the server runs with (`npm start`, and the servers tests and benchmarks start).
// A render allocates a few hundred kilobytes of short-lived strings and objects; with
// V8's default 16 MB young generation the scavenger ran every few dozen requests and
// promoted render garbage to the old generation. 32 MB semi-spaces let it die young:
// about a third more uncached renders per second on the bench (docs/benchmarks.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
