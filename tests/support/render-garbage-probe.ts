// Run by tests/api/render-garbage.test.ts as its own Node process, with the server's V8 flags
// and --trace-gc-nvp: renders one store path through the built Astro app, one render after
// another, and marks where the measured renders start and end, so the test can add up what
// V8's scavenges promoted to the old generation in between.
// Usage: node <server flags> --trace-gc-nvp render-garbage-probe.ts DATABASE_URL HOST PATH RENDERS
import { startRenderProbe } from './render-probe.ts';
import { bodyOf } from '../../src/platform/front/rendered-body.ts';

const [databaseUrl, host, path, count] = process.argv.slice(2);
const probe = await startRenderProbe(databaseUrl!, host!);

async function render(): Promise<void> {
  const response = await probe.render(path!);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  // As the front server reads a page: its bytes, never decoded to text.
  await bodyOf(response);
}

const renders = Number(count);
// Warm-up: compiled code, caches filled (a fragment cache entry lives on, rightly). 300 renders
// were enough while a render was slower; the first seconds of a process promote about 1.3 MB
// a scavenge (its start-up work settling), and 1,000 renders keep those out of the measure.
for (let i = 0; i < 1000; i++) await render();
console.log('render-garbage: start');
for (let i = 0; i < renders; i++) await render();
console.log(`render-garbage: end ${renders}`);
process.exit(0);
