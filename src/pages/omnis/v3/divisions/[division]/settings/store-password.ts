import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { StorePasswordBody } from '../../../../../../schemas/store-settings.ts';
import { clearStorePassword, setStorePassword } from '../../../../../../server/stores/index.ts';

/** PUT /omnis/v3/divisions/{division}/settings/store-password/ { password } → the store is password-protected with it. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const { password } = await readJson(request, StorePasswordBody);
  await setStorePassword(scope, password);
  return json({ passwordProtected: true });
});

/** DELETE …/settings/store-password/ → the store is open to everyone again. */
export const DELETE = ownerEndpoint('dashboard.settings', async (scope) => {
  await clearStorePassword(scope);
  return json({ passwordProtected: false });
});
