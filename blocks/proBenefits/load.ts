import type { StoreScope } from '../../src/server/stores/index.ts';
import { isPro } from '../../src/lib/roles.ts';

export interface ProBenefitsData {
  /** The store is already Pro: the block then draws nothing. */
  pro: boolean;
}

export async function loadProBenefits(scope: StoreScope): Promise<ProBenefitsData> {
  return { pro: isPro(scope.division) };
}
