import type { StoreScope } from '../../src/server/stores/index.ts';
import type { StudioSuggestionProps } from './schema.ts';
import { studioBlankCard, studioBlankOf, type StudioBlankCard } from './studio-blanks.ts';

export interface Data {
  /** The garment's blank in this store, as the block shows it; null when the store has none. */
  blank: StudioBlankCard | null;
}

export async function load(scope: StoreScope, properties: StudioSuggestionProps): Promise<Data> {
  const blank = await studioBlankOf(scope, properties.alias);
  return { blank: blank ? studioBlankCard(blank, properties.colour) : null };
}
