// When a store's data cannot be loaded at start-up, a banner 'Oops...' /
// 'Looks like something went wrong' with Reload, shown after 1 s. A whole page of its own,
// as text, because it is drawn where nothing else can be: by src/pages/500.astro when a page
// throws, and by the front server (src/app/server.ts) when the store itself could
// not be read. No script: the delay is a CSS animation and Reload a link to the same address.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Calls (`/omnis/…`, or a request that asks for JSON and not HTML) get the API's JSON 500 instead. */
export function wantsFailurePage(pathname: string, accept: string): boolean {
  if (pathname.startsWith('/omnis/') || pathname.startsWith('/_astro/')) return false;
  return !(accept.includes('application/json') && !accept.includes('text/html'));
}

/** The page, reloading `address` (the failed request's path and query; anything else reloads the home page). */
export function storeDataFailurePage(address: string): string {
  const reload = address.startsWith('/') && !address.startsWith('//') ? address : '/';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Oops...</title>
<style>
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #fafafa; }
/* Hidden for the first second, then shown: a blip that recovers at once never flashes it. */
.failure { margin: 3rem auto; max-width: 32rem; padding: 1.5rem; border-radius: 4px; background: #fff4f4; color: #5f1111; border: 1px solid #e0b4b4; text-align: center; visibility: hidden; animation: failure-show 0s linear 1s forwards; }
@keyframes failure-show { to { visibility: visible; } }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; }
p { margin: 0 0 1rem; }
.reload { display: inline-block; padding: 0.5rem 1.25rem; border-radius: 4px; background: #5f1111; color: #fff; text-decoration: none; font-weight: 700; }
.reload:focus-visible { outline: 3px solid #fd0; }
</style>
</head>
<body>
<main>
<section class="failure" role="alert" aria-labelledby="store-data-failure-title" data-store-data-failure>
<h1 id="store-data-failure-title">Oops...</h1>
<p>Looks like something went wrong</p>
<a class="reload" href="${escapeHtml(reload)}">Reload</a>
</section>
</main>
</body>
</html>
`;
}
