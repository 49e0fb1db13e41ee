// Artwork goes onto garments and garments onto tiles by nesting one SVG document inside
// another, so the whole picture stays one document that librsvg renders in a single pass.

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** SVG preserveAspectRatio; default centred and fitted. */
  fit?: string;
}

/** An SVG document re-rooted as a nested <svg> filling `placement`. Needs a viewBox. */
export function nestSvg(document: string, placement: Placement): string {
  const svg = document.replace(/^\s*<\?xml[^>]*>\s*/, '');
  const openTag = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!openTag) throw new TypeError('Expected an SVG document');
  const viewBox = /viewBox="([^"]+)"/.exec(openTag)?.[1];
  if (!viewBox) throw new TypeError('A nested SVG document needs a viewBox');
  const { x, y, width, height, fit = 'xMidYMid meet' } = placement;
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="${fit}" overflow="hidden">${svg.slice(openTag.length)}`;
}

/** An encoded image (PNG, JPEG, WebP) as an <image> filling `placement`. */
export function embeddedImage(image: Buffer, placement: Placement): string {
  const { x, y, width, height, fit = 'xMidYMid meet' } = placement;
  return `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="${fit}" href="data:${sniffMime(image)};base64,${image.toString('base64')}"/>`;
}

function sniffMime(buffer: Buffer): string {
  if (buffer.subarray(0, 4).toString('hex') === '89504e47') return 'image/png';
  if (buffer.subarray(0, 3).toString('hex') === 'ffd8ff') return 'image/jpeg';
  if (buffer.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return 'image/svg+xml';
}
