import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { BrandImagesBody } from '../../../../../../schemas/store-settings.ts';
import { readStoreSettings, saveBrandImages } from '../../../../../../server/stores/index.ts';

/** PUT /omnis/v3/divisions/{division}/settings/images/ { logo, favicon, ogImage } (empty removes one) → the images saved. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  await saveBrandImages(scope, await readJson(request, BrandImagesBody));
  return json({ images: (await readStoreSettings(scope)).images });
});
