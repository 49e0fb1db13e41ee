// Run by tests/api/page-fragments.test.ts as its own Node process: renders store paths
// through the built Astro app, each twice, and prints as JSON the fragment keys kept and
// whether each second rendering gave the first one's bytes.
// Usage: node page-fragments-probe.ts DATABASE_URL HOST PATH...
import { openDatabase } from '../../src/server/db/database.ts';
import { startRendering } from '../../src/server/front/rendering-process.ts';
import { localsFor } from '../../src/server/front/page-renderer.ts';

const [databaseUrl, host, ...paths] = process.argv.slice(2);
const connection = await openDatabase(databaseUrl!);
const rendering = await startRendering(connection);
const match = await rendering.runtime.hosts.resolve(host!);
if (!match) throw new Error(`no store at ${host}`);

async function render(path: string): Promise<string> {
  // A crawler's user agent: no split-test session, so both renderings show the same variation.
  const request = new Request(`http://${host}${path}`, { headers: { host: host!, 'user-agent': 'Googlebot/2.1' } });
  const response = await rendering.astro.render(request, localsFor(rendering.runtime, match!), new URL(request.url).pathname);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

const same: Record<string, boolean> = {};
for (const path of paths) same[path] = (await render(path)) === (await render(path));
console.log(JSON.stringify({ keys: rendering.runtime.fragments.keys(), same }));
process.exit(0);
