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
// 8 MB semi-spaces since npm start runs a process per core: with two processes and wrk on
// two cores, interleaved 10 s runs of the uncached home page (after warm-up) gave a p99 of
// 19–24 ms (mean 21) against 22–30 ms (mean 25) for 32 MB (4 MB and 16 MB: no better than 32),
// at the same renders a second. A scavenge copies what the renders under way still hold;
// a smaller young generation is scavenged more often, each pause shorter.
// A floor under the old generation, and no memory reducer: a server process holds about 60 MB
// after its warm-up. When it has gone a few minutes without rendering (idle, or serving only
// cached pages), V8's memory reducer ran memory-reducing mark-compacts and set the next full
// GC a few megabytes above what was live; the next uncached load then promoted past that limit
// every second or two, and each 10 s window of it held 4–7 mark-compacts (12–23 ms pauses, plus
// incremental steps up to 32 ms): a p99 of 34–58 ms against 14–19 ms for a server measured
// right after its warm-up (GC traces in docs/benchmarks.md). With a 128 MB floor
// (`--initial-old-space-size`, which also lets V8 skip full GCs below it) no mark-compact fell
// in those windows; without the memory reducer, none starts in the middle of a load either (one
// did, with a 40 ms pause, when only the floor was set). The cost: an idle process keeps up to
// 128 MB of old generation instead of shrinking to what is live.
// The young generation is held at 8 MB semi-spaces (`--min-semi-space-size=8`) for the same
// reason: V8 shrinks it while a process allocates little, and the first seconds of a load
// after 150 s idle then ran twice the scavenges (563 against 275 in 5 s), each copying the 25
// renders under way and promoting some of them.
export const SERVER_NODE_FLAGS = [
  '--min-semi-space-size=8',
  '--max-semi-space-size=8',
  '--no-allocation-site-pretenuring',
  '--initial-old-space-size=128',
  '--no-memory-reducer',
];
