/**
 * The HTML id of a slide, so a slideshow's dots can link to it (a plain #anchor moves a
 * scroll-snap track without any script). Block ids are free text; ids keep a safe subset.
 */
export function slideAnchor(blockId: string): string {
  return `slide-${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
