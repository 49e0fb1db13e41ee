import { escapeHtml } from './escape.ts';

/** A plain 400 page for requests a store page cannot honour (e.g. an unknown theme preview). */
export function badRequestResponse(title: string, message: string): Response {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1d2320;background:#f6f5f1}main{max-width:40rem;margin:0 auto;padding:5rem 1.5rem}h1{font-size:2rem;line-height:1.1}a{color:#2e7d32;font-weight:700}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the store</a></p></main></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
