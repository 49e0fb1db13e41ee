// What the render probes share (render-garbage-probe.ts, rendered-body-probe.ts,
// page-fragments-probe.ts): each runs as its own Node process, as the server runs the built
// Astro app, and renders store paths through it in-process; the API tests start them with
// runRenderProbe (render-probe-run.ts) and read what they print.
import { openDatabase } from '../../src/platform/db/database.ts';
import { startRendering } from '../../src/app/rendering-process.ts';
import { localsFor } from '../../src/app/page-renderer.ts';

/** In the probe: the built app and one store host, and a function that renders a path of it. */
export async function startRenderProbe(databaseUrl: string, host: string) {
  const connection = await openDatabase(databaseUrl);
  const rendering = await startRendering(connection);
  const match = await rendering.runtime.hosts.resolve(host);
  if (!match) throw new Error(`no store at ${host}`);
  const render = (path: string, headers: Record<string, string> = {}): Promise<Response> => {
    const request = new Request(`http://${host}${path}`, { headers: { host, ...headers } });
    return rendering.astro.render(request, localsFor(rendering.runtime, match), new URL(request.url).pathname);
  };
  return { rendering, render };
}
