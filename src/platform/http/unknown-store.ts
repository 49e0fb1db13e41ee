import { config } from '../config/config.ts';
import { escapeHtml } from './escape.ts';

/**
 * The platform's 404 for a host that is no store of ours. Built without the router
 * so an unknown host costs no route matching and can never reach store code.
 */
export function unknownStoreResponse(host: string): Response {
  const name = escapeHtml(host.slice(0, 253));
  const platform = escapeHtml(config.platformDomain);
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Store not found — Printfront</title><style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2320;background:#f6f5f1}main{max-width:40rem;margin:0 auto;padding:5rem 1.5rem}.brand{font-weight:900;color:#2e7d32}h1{font-size:2.2rem;line-height:1.1}code{background:#e9e6de;padding:.1em .35em;border-radius:4px}</style></head><body><main><p class="brand">Printfront</p><h1>There is no store here</h1><p>No Printfront store is set up at <code>${name}</code>. If you own this address, check its domain settings in your dashboard; stores live at <code>{name}.${platform}</code> or on a custom domain.</p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
