import type { MediaItem } from '../../src/schemas/media-library.ts';
import { imageUrlFor } from '../../src/lib/images.ts';
import { extensionOf } from '../../src/lib/media-uploads.ts';

/** A library item's thumbnail: the smallest rendition of a picture, a format badge for a file. */
export default function MediaThumb({ item }: { item: MediaItem }) {
  if (item.image) return <img src={imageUrlFor(item.image, 256)} alt={item.altText} loading="lazy" />;
  if (item.status === 'processing') return <span className="pf-file-badge">Processing…</span>;
  if (item.status === 'failed') return <span className="pf-file-badge">Failed</span>;
  return <span className="pf-file-badge">{extensionOf(item.name).toUpperCase() || 'FILE'}</span>;
}
