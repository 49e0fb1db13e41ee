// Run by tests/unit/architecture/server-flags.test.ts with the server's Node flags, --expose-gc
// and --trace-gc. It holds about 60 MB (what a server process holds after its warm-up), runs a
// memory-reducing full GC (the kind V8's memory reducer runs when a process goes idle, which
// sets the next limit close to what is live), then holds 50 MB more, as renders under load
// promote. The test counts the mark-compacts printed between the two markers.
const held: Array<Array<{ j: number }>> = [];
function hold(megabytes: number): void {
  // An object { j } with its slot in an array is about 40 bytes.
  const arrays = Math.round((megabytes * 1024 * 1024) / 40 / 1000);
  for (let i = 0; i < arrays; i++) held.push(Array.from({ length: 1000 }, (_, j) => ({ j })));
}
hold(60);
// --expose-gc's gc() takes V8's options; 'last-resort' is the memory-reducing kind.
(globalThis as unknown as { gc(options: object): void }).gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
console.log('old-generation-floor: start');
hold(50);
console.log('old-generation-floor: end', held.length);
