import type { StoreScope } from '../../src/server/stores/index.ts';
import type { StudioSuggestionProps } from './schema.ts';
import { studioBlankCard, studioBlankOf, type StudioBlankCard } from './studio-blanks.ts';

export interface StudioSuggestionData {
  /** The garment's blank in this store, as the block shows it; null when the store has none. */
  blank: StudioBlankCard | null;
}

export async function loadStudioSuggestion(scope: StoreScope, properties: StudioSuggestionProps): Promise<StudioSuggestionData> {
  const blank = await studioBlankOf(scope, properties.alias);
  return { blank: blank ? studioBlankCard(blank, properties.colour) : null };
}
