import type { LibraryArtwork } from './library-files.ts';

// The design library every store starts with (the demo seed adds it; any other
// store gets it on its first library search, library-items.ts): two takes on each style of
// the platform's artwork, named and tagged the way shoppers search ("surf", "floral", "space").
export const LIBRARY_ARTWORK: readonly LibraryArtwork[] = [
  { slug: 'alpine-peaks', name: 'Alpine Peaks', style: 'mountains', palette: 'nordic', tags: ['mountains', 'outdoors', 'hiking', 'nature'] },
  { slug: 'summit-trail', name: 'Summit Trail', style: 'mountains', palette: 'forest', tags: ['mountains', 'trail', 'adventure', 'nature'] },
  { slug: 'surf-club', name: 'Surf Club', style: 'sun-and-waves', palette: 'ocean', tags: ['surf', 'beach', 'ocean', 'summer'] },
  { slug: 'high-tide', name: 'High Tide', style: 'sun-and-waves', palette: 'sunset', tags: ['waves', 'sea', 'sun', 'beach'] },
  { slug: 'stay-golden', name: 'Stay Golden', style: 'slogan', palette: 'citrus', tags: ['slogan', 'lettering', 'positive'] },
  { slug: 'hello-sunshine', name: 'Hello Sunshine', style: 'slogan', palette: 'retro', tags: ['slogan', 'lettering', 'summer'] },
  { slug: 'fern-wreath', name: 'Fern Wreath', style: 'botanical', palette: 'forest', tags: ['plants', 'leaves', 'botanical', 'nature'] },
  { slug: 'wild-garden', name: 'Wild Garden', style: 'botanical', palette: 'berry', tags: ['garden', 'leaves', 'botanical'] },
  { slug: 'groovy-rainbow', name: 'Groovy Rainbow', style: 'retro-stripes', palette: 'retro', tags: ['retro', 'rainbow', 'seventies', 'stripes'] },
  { slug: 'disco-stripes', name: 'Disco Stripes', style: 'retro-stripes', palette: 'sunset', tags: ['retro', 'disco', 'stripes'] },
  { slug: 'varsity-crest', name: 'Varsity Crest', style: 'crest', palette: 'nordic', tags: ['college', 'team', 'crest', 'sport'] },
  { slug: 'academy-club', name: 'Academy Club', style: 'crest', palette: 'desert', tags: ['club', 'crest', 'badge'] },
  { slug: 'bauhaus-shapes', name: 'Bauhaus Shapes', style: 'bauhaus', palette: 'retro', tags: ['geometric', 'abstract', 'modern', 'shapes'] },
  { slug: 'modern-grid', name: 'Modern Grid', style: 'bauhaus', palette: 'ocean', tags: ['geometric', 'grid', 'abstract'] },
  { slug: 'tropical-sunset', name: 'Tropical Sunset', style: 'sunset-palms', palette: 'sunset', tags: ['palms', 'tropical', 'sunset', 'holiday'] },
  { slug: 'paradise-palms', name: 'Paradise Palms', style: 'sunset-palms', palette: 'citrus', tags: ['palms', 'paradise', 'summer'] },
  { slug: 'daisy-meadow', name: 'Daisy Meadow', style: 'daisies', palette: 'berry', tags: ['flowers', 'daisies', 'floral', 'spring'] },
  { slug: 'full-bloom', name: 'Full Bloom', style: 'daisies', palette: 'citrus', tags: ['flowers', 'bloom', 'floral'] },
  { slug: 'cosmic-orbit', name: 'Cosmic Orbit', style: 'orbit', palette: 'nordic', tags: ['space', 'planets', 'stars', 'cosmic'] },
  { slug: 'moon-galaxy', name: 'Moon Galaxy', style: 'orbit', palette: 'berry', tags: ['space', 'moon', 'galaxy'] },
];
