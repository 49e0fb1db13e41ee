import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readFontUpload } from '../../../../../../api/uploads.ts';
import { json } from '../../../../../../api/respond.ts';
import { customFontDescriptor, fontLibrary, uploadCustomFont } from '../../../../../../server/stores/index.ts';

/** GET /omnis/v3/divisions/{division}/fonts/ → { fonts }: the library and the store's own fonts, as font descriptors. */
export const GET = ownerEndpoint('dashboard.themes', async (scope) => json({ fonts: await fontLibrary(scope) }));

/** POST /omnis/v3/divisions/{division}/fonts/ (multipart: file, name) → { font }: a Pro store's own WOFF2 font. */
export const POST = ownerEndpoint('dashboard.themes', async (scope, { request }) => {
  const font = await uploadCustomFont(scope, await readFontUpload(request));
  return json({ font: customFontDescriptor(font) });
});
