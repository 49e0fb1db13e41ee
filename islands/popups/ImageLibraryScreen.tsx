import { useEffect, useRef, useState, type DragEvent } from 'react';
import UploadInput from './UploadInput.tsx';
import MediaThumb from './MediaThumb.tsx';
import UploadProgress from './UploadProgress.tsx';
import ImagePreview from './ImagePreview.tsx';
import { useUploads } from './use-uploads.ts';
import { confirm } from './confirm.ts';
import { deleteMedia, listMedia, setCurrentDivision } from './media-api.ts';
import { UPLOAD_FORMATS, MAX_UPLOAD_BYTES } from '../../src/lib/media-uploads.ts';
import type { MediaItem, MediaList } from '../../src/schemas/media-library.ts';
import './popups.css';

export interface ImageLibraryScreenProps {
  division: number;
  initial: MediaList;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The dashboard's image library screen: drop or choose files to upload (each with its
 * progress bar: sending, then the job making the widths), the thumbnails, newest first,
 * a preview, and delete after a confirmation.
 */
export default function ImageLibraryScreen({ division, initial }: ImageLibraryScreenProps) {
  setCurrentDivision(division);
  const { items, total, error, uploads, start, remove, more } = useLibrary(initial);
  const [preview, setPreview] = useState<number | null>(null);
  const pictures = items.filter((item) => item.image);

  return (
    <div className="pf-library-screen" style={{ display: 'grid', gap: '1rem' }}>
      <DropZone onFiles={(files) => void start(files)} />
      <UploadProgress uploads={uploads} />
      {error && (
        <p className="pf-popup-error" role="alert">
          {error}
        </p>
      )}
      <p>{total === 1 ? '1 item' : `${total} items`}</p>
      {items.length === 0 ? (
        <p className="pf-popup-empty">No images yet. Upload your first to use it on your pages.</p>
      ) : (
        <ul className="pf-thumb-grid" aria-label="Your images and files">
          {items.map((item) => (
            <LibraryItem key={item.id} item={item} onPreview={() => setPreview(pictures.indexOf(item))} onDelete={() => remove(item)} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <button type="button" className="pf-button secondary" onClick={more}>
          Show more
        </button>
      )}
      <ImagePreview
        open={preview !== null}
        images={pictures.map((item) => ({ src: item.url ?? '', alt: item.altText }))}
        startIndex={preview ?? 0}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}

/** The library's items and count: uploads added first, items still processing polled, delete after a confirmation, more pages on request. */
function useLibrary(initial: MediaList) {
  const [items, setItems] = useState<MediaItem[]>(initial.data);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(initial.page);
  const [error, setError] = useState<string | null>(null);
  const { uploads, start } = useUploads((item) => {
    setItems((list) => [item, ...list.filter((entry) => entry.id !== item.id)]);
    setTotal((count) => count + 1);
  });

  // Items still processing when the page was drawn (an upload from another tab) are polled until done.
  useEffect(() => {
    if (!items.some((item) => item.status === 'processing')) return;
    const timer = setTimeout(
      () => listMedia({ page: 1 }).then((fresh) => setItems((list) => list.map((item) => fresh.data.find((entry) => entry.id === item.id) ?? item))),
      1500,
    );
    return () => clearTimeout(timer);
  }, [items]);

  async function remove(item: MediaItem) {
    const sure = await confirm({
      title: 'Delete image',
      message: `Delete ${item.name} from your library? Pages that already show it keep it.`,
      confirmText: 'Delete',
      cancelText: 'Cancel',
      danger: true,
    });
    if (!sure) return;
    try {
      await deleteMedia(item.id);
      setItems((list) => list.filter((entry) => entry.id !== item.id));
      setTotal((count) => count - 1);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function more() {
    const next = await listMedia({ page: page + 1 });
    setItems((list) => [...list, ...next.data.filter((item) => !list.some((entry) => entry.id === item.id))]);
    setPage(next.page);
    setTotal(next.total);
  }

  return { items, total, error, uploads, start, remove, more };
}

/** The drop target for files, with the button (and hidden input) that chooses them from the keyboard. */
function DropZone({ onFiles }: { onFiles: (files: Iterable<File>) => void }) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; its upload button serves the keyboard
    <div
      className="pf-drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        border: '2px dashed color-mix(in srgb, currentColor 25%, transparent)',
        borderRadius: 12,
        padding: '1.25rem',
        display: 'grid',
        gap: '0.5rem',
        justifyItems: 'start',
        background: dragging ? 'color-mix(in srgb, currentColor 5%, transparent)' : undefined,
      }}
    >
      <button type="button" className="pf-button" onClick={() => input.current?.click()}>
        Upload images or files
      </button>
      <span>
        or drop them here. {UPLOAD_FORMATS.join(', ').toUpperCase()}, up to {formatBytes(MAX_UPLOAD_BYTES)} each.
      </span>
      <UploadInput
        ref={input}
        accept={UPLOAD_FORMATS.map((format) => `.${format}`).join(',')}
        label="Upload images or files"
        testId="media-upload-input"
        onFiles={onFiles}
      />
    </div>
  );
}

/** One item of the library: a picture opens the preview, another file opens in a new tab; its name, size and delete button. */
function LibraryItem({ item, onPreview, onDelete }: { item: MediaItem; onPreview: () => void; onDelete: () => void }) {
  return (
    <li className="pf-thumb" data-media-id={item.id}>
      {item.image ? (
        <button type="button" className="pf-thumb-choose" onClick={onPreview} aria-label={`Preview ${item.name}`}>
          <MediaThumb item={item} />
        </button>
      ) : (
        <a
          className="pf-thumb-choose"
          href={item.url ?? undefined}
          target="_blank"
          rel="noopener"
          style={{
            aspectRatio: 1,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 8,
            background: 'color-mix(in srgb, currentColor 5%, transparent)',
          }}
        >
          <MediaThumb item={item} />
        </a>
      )}
      <span className="pf-thumb-name" title={item.name}>
        {item.name}
      </span>
      <span className="pf-thumb-name">
        {item.image ? `${item.image.width}×${item.image.height} · ` : ''}
        {formatBytes(item.bytes)}
      </span>
      <button type="button" className="pf-button secondary" onClick={onDelete} aria-label={`Delete ${item.name}`}>
        Delete
      </button>
    </li>
  );
}
