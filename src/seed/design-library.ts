import type { StoreScope } from '../server/stores/index.ts';
import { addLibraryArtwork } from '../server/studio/index.ts';
import { LIBRARY_ARTWORK } from '../server/studio/index.ts';

/** Seeds the store's design library (files shared by every store, rendered once). */
export function seedDesignLibrary(scope: StoreScope): Promise<number> {
  return addLibraryArtwork(scope, LIBRARY_ARTWORK);
}
