import { storeEndpoint } from '../../../api/endpoint.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { loadShell } from '../../../server/stores/index.ts';
import { ICON_FILES, storeIcon } from '../../../server/storefront/index.ts';
import { storeColours } from '../../../server/storefront/index.ts';

/** /pwa/icons/{192,512,maskable-192,maskable-512}.png: the store's app icons, drawn from its logo. */
export const GET = storeEndpoint(async (scope, { params, request }) => {
  const file = ICON_FILES.find((icon) => icon.name === params.file);
  if (!file) throw new ApiError('notFound', 'Icon not found');
  const shell = await loadShell(scope);
  const icon = await storeIcon({ logo: shell.logo, companyName: shell.companyName, colours: storeColours(shell.themeTokens) }, file);
  // Revalidated (the logo or theme may change), answered 304 while they have not.
  const headers = {
    'content-type': 'image/png',
    'cache-control': 'public, max-age=0, must-revalidate, s-maxage=300',
    etag: icon.etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === icon.etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(icon.body), { status: 200, headers });
});
