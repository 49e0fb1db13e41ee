import type { StoreScope } from '../../src/server/stores/index.ts';
import { readAffiliateSettings, type AffiliateSettings } from '../../src/server/commerce/index.ts';

export interface Data {
  settings: AffiliateSettings;
  /** For the owner's form in the editor's preview (the owner API's path). */
  divisionId: number;
}

/** The programme's terms as the owner set them on the Affiliates screen. */
export async function load(scope: StoreScope): Promise<Data> {
  return { settings: await readAffiliateSettings(scope), divisionId: scope.division.id };
}
