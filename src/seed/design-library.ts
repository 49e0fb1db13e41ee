import type { StoreScope } from '../server/stores/scope.ts';
import { addLibraryArtwork } from '../server/studio/design-library/library-items.ts';
import { LIBRARY_ARTWORK } from '../server/studio/design-library/platform-artwork.ts';

/** Seeds the store's design library (files shared by every store, rendered once). */
export function seedDesignLibrary(scope: StoreScope): Promise<number> {
  return addLibraryArtwork(scope, LIBRARY_ARTWORK);
}
