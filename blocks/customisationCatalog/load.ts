import type { StoreScope } from '../../src/server/stores/index.ts';
import type { CustomisationCatalogProps } from './schema.ts';
import { studioBlankCard, studioBlanksOf, type StudioBlankCard } from '../studioSuggestion/studio-blanks.ts';

export interface Data {
  /** The chosen garments this store has a blank for, in the studio aliases' order. */
  garments: StudioBlankCard[];
}

export async function load(scope: StoreScope, properties: CustomisationCatalogProps): Promise<Data> {
  const chosen = new Set(properties.garments);
  const blanks = (await studioBlanksOf(scope)).filter((blank) => chosen.size === 0 || chosen.has(blank.alias.path));
  return { garments: blanks.map((blank) => studioBlankCard(blank)) };
}
