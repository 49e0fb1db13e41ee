// Run by tests/api/page-fragments.test.ts as its own Node process: renders store paths
// through the built Astro app, each twice, and prints as JSON the fragment keys kept and
// whether each second rendering gave the first one's bytes.
// Usage: node page-fragments-probe.ts DATABASE_URL HOST PATH...
import { startRenderProbe } from './render-probe.ts';

const [databaseUrl, host, ...paths] = process.argv.slice(2);
const probe = await startRenderProbe(databaseUrl!, host!);

async function render(path: string): Promise<string> {
  // A crawler's user agent: no split-test session, so both renderings show the same variation.
  const response = await probe.render(path, { 'user-agent': 'Googlebot/2.1' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

const same: Record<string, boolean> = {};
for (const path of paths) {
  const first = await render(path);
  const second = await render(path);
  same[path] = first === second;
}
console.log(JSON.stringify({ keys: probe.rendering.runtime.fragments.keys(), same }));
process.exit(0);
