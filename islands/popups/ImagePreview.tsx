import { useEffect, useState, type KeyboardEvent } from 'react';
import Popup from './Popup.tsx';

export interface PreviewImage {
  src: string;
  alt?: string;
}

export interface ImagePreviewProps {
  open: boolean;
  /** The images list … */
  images: readonly PreviewImage[];
  /** … and the one to start on. */
  startIndex?: number;
  onClose: () => void;
}

/** The "image preview" popup: one picture at a time, arrows (buttons or keys) wrap around the list. */
export default function ImagePreview({ open, images, startIndex = 0, onClose }: ImagePreviewProps) {
  const [index, setIndex] = useState(startIndex);
  useEffect(() => {
    if (open) setIndex(Math.min(Math.max(0, startIndex), Math.max(0, images.length - 1)));
  }, [open, startIndex, images.length]);
  const count = images.length;
  const step = (by: number) => count > 0 && setIndex((current) => (current + by + count) % count);
  const image = images[index];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  }

  return (
    <Popup open={open} title="Preview" size="large" onClose={onClose}>
      {image ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: catches the arrow keys pressed on the buttons inside it
        <div className="pf-preview-stage" onKeyDown={onKeyDown}>
          <button type="button" className="pf-button secondary" onClick={() => step(-1)} disabled={count < 2} aria-label="Previous image">
            ‹
          </button>
          <img src={image.src} alt={image.alt ?? ''} />
          {/* biome-ignore lint/a11y/noAutofocus: the preview dialog opens on Next, so arrow keys and Enter page through */}
          <button type="button" className="pf-button secondary" onClick={() => step(1)} disabled={count < 2} aria-label="Next image" autoFocus>
            ›
          </button>
          <p aria-live="polite">
            {index + 1} of {count}
          </p>
        </div>
      ) : (
        <p className="pf-popup-empty">No images to show.</p>
      )}
    </Popup>
  );
}
