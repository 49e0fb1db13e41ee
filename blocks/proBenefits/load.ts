import type { StoreScope } from '../../src/server/stores/index.ts';
import { isPro } from '../../src/lib/roles.ts';

export interface Data {
  /** The store is already Pro: the block then draws nothing. */
  pro: boolean;
}

export async function load(scope: StoreScope): Promise<Data> {
  return { pro: isPro(scope.division) };
}
