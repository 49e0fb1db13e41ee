// The shape of one family of the font library (themes/font-library.ts).

export type FontCategory = 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace';

export interface LibraryFamily {
  /** The family name as pages and theme tokens write it. */
  family: string;
  /** The Fontsource package id: @fontsource/<id>. */
  id: string;
  /** The package version whose files are fetched (and whose integrity the registry vouches for). */
  version: string;
  category: FontCategory;
  /** Headings (display), body text (standard) or both. */
  use: 'display' | 'standard' | 'both';
  /** Every upright weight the package ships; 400 always among them. */
  weights: readonly number[];
  /** Whether italic faces ship too. */
  italic: boolean;
  /** Local fonts shown until the family's files are here. */
  fallback: string;
}

/** One catalogue row, written on one line: name, package id and version, category, use, weights, italic, fallback. */
export function libraryFamily(
  family: string,
  id: string,
  version: string,
  category: FontCategory,
  use: LibraryFamily['use'],
  weights: readonly number[],
  italic: boolean,
  fallback: string,
): LibraryFamily {
  return { family, id, version, category, use, weights, italic, fallback };
}
