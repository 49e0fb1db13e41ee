// Run by tests/api/rendered-body.test.ts as its own Node process: renders one store path
// through the built Astro app twice, reads one rendering through the front server's reader
// (bodyOf) and the other through its web stream, and prints what it found as JSON.
// Usage: node rendered-body-probe.ts DATABASE_URL HOST PATH
import { openDatabase } from '../../src/server/db/database.ts';
import { startRendering } from '../../src/server/front/rendering-process.ts';
import { localsFor } from '../../src/server/front/page-renderer.ts';
import { bodyOf, RENDERED_BODY_KEY } from '../../src/server/front/rendered-body.ts';

const [databaseUrl, host, path] = process.argv.slice(2);
const connection = await openDatabase(databaseUrl!);
const rendering = await startRendering(connection);
const match = await rendering.runtime.hosts.resolve(host!);
if (!match) throw new Error(`no store at ${host}`);

function render(): Promise<Response> {
  const request = new Request(`http://${host}${path}`, { headers: { host: host!, 'user-agent': 'Googlebot/2.1' } });
  return rendering.astro.render(request, localsFor(rendering.runtime, match!), new URL(request.url).pathname);
}

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
