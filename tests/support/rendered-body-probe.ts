// Run by tests/api/rendered-body.test.ts as its own Node process: renders one store path
// through the built Astro app twice, reads one rendering through the front server's reader
// (bodyOf) and the other through its web stream, and prints what it found as JSON.
// Usage: node rendered-body-probe.ts DATABASE_URL HOST PATH
import { startRenderProbe } from './render-probe.ts';
import { bodyOf, RENDERED_BODY_KEY } from '../../src/platform/front/rendered-body.ts';

const [databaseUrl, host, path] = process.argv.slice(2);
const probe = await startRenderProbe(databaseUrl!, host!);
const render = () => probe.render(path!, { 'user-agent': 'Googlebot/2.1' });

const first = await render();
const chunks = (first as unknown as Record<symbol, unknown>)[Symbol.for(RENDERED_BODY_KEY)];
const read = await bodyOf(first);
const streamed = Buffer.from(await (await render()).bytes());
console.log(
  JSON.stringify({
    status: first.status,
    carriesChunks: typeof (chunks as AsyncIterable<unknown> | undefined)?.[Symbol.asyncIterator] === 'function',
    streamUnread: !first.bodyUsed,
    length: read.length,
    sameBytes: read.equals(streamed),
  }),
);
process.exit(0);
