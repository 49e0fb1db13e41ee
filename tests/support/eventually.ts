// For changes made behind the server's back (straight into the database): the server
// notices within a second (its host and version checks), so assertions retry briefly. The
// deadline is set for the idle CI machine and stretched on a busy one (tests/support/slowdown.ts).
import { scaled } from './slowdown.ts';

export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  // performance.now(): tests that fake Date (job clocks) still get a real deadline.
  const deadline = performance.now() + scaled(timeoutMs);
  let value = await probe();
  while (!accept(value) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return value;
}
