import { readFile } from 'node:fs/promises';

// Answering a font file from our own origin: its name carries its content (a hash or a package
// version), so browsers keep it for a year; served as a font, never sniffed as anything else.
// Library faces are open to any origin (fonts load in CORS mode); a store's own font is not, so
// another store's pages cannot draw with it.

export async function fontFileResponse(file: string | undefined, options: { shared: boolean }): Promise<Response> {
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(await readFile(file)), {
    headers: {
      'content-type': 'font/woff2',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      ...(options.shared ? { 'access-control-allow-origin': '*' } : { 'cross-origin-resource-policy': 'same-origin' }),
    },
  });
}
