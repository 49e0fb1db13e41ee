import { useEffect, useRef, useState } from 'react';
import UploadInput from './UploadInput.tsx';
import Popup from './Popup.tsx';
import MediaThumb from './MediaThumb.tsx';
import UploadProgress from './UploadProgress.tsx';
import { useUploads } from './use-uploads.ts';
import { useSearch } from './use-search.ts';
import { listMedia } from './media-api.ts';
import { IMAGE_FORMATS, FILE_FORMATS, type MediaKind } from '../../src/lib/media-uploads.ts';
import type { MediaItem } from '../../src/schemas/media-library.ts';

export interface MediaLibraryProps {
  open: boolean;
  /** 'image': the content wallet chooser (pictures); 'file': the drive file popup. */
  kind: MediaKind;
  onSelect: (item: MediaItem) => void;
  onClose: () => void;
}

const accept = (kind: MediaKind) => (kind === 'image' ? IMAGE_FORMATS : FILE_FORMATS).map((format) => `.${format}`).join(',');

/**
 * The "content wallet chooser" and "drive file" popups: the store's own library of
 * pictures or files, searchable, with an upload (progress shown while it is sent and while
 * the picture is turned into its widths). Choosing an item hands it back.
 */
export default function MediaLibrary({ open, kind, onSelect, onClose }: MediaLibraryProps) {
  const [term, setTerm] = useState('');
  const [fresh, setFresh] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const { results, loading, error } = useSearch(open, term, async (search) => (await listMedia({ kind, search })).data, `${kind}:${fresh}`);
  const { uploads, start, clear } = useUploads(() => setFresh((count) => count + 1));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the popup opens or closes; clear is a new function each render
  useEffect(() => {
    if (!open) clear();
  }, [open]);
  const title = kind === 'image' ? 'Your images' : 'Your files';

  return (
    <Popup open={open} title={title} size="large" onClose={onClose}>
      <div className="pf-media-field-row">
        <input
          type="search"
          aria-label={`Search ${title.toLowerCase()}`}
          placeholder="Search by name"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <button type="button" className="pf-button" onClick={() => input.current?.click()}>
          Upload
        </button>
        <UploadInput ref={input} accept={accept(kind)} label={`Upload ${kind === 'image' ? 'images' : 'files'}`} onFiles={(files) => void start(files)} />
      </div>
      <UploadProgress uploads={uploads} />
      {error && (
        <p className="pf-popup-error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && results.length === 0 && (
        <p className="pf-popup-empty">Nothing here yet: upload {kind === 'image' ? 'a picture' : 'a file'} to start.</p>
      )}
      <ul className="pf-thumb-grid" aria-busy={loading}>
        {results.map((item) => (
          <li key={item.id} className="pf-thumb">
            <button
              type="button"
              className="pf-thumb-choose"
              disabled={item.status !== 'ready'}
              onClick={() => onSelect(item)}
              aria-label={`Choose ${item.name}`}
            >
              <MediaThumb item={item} />
            </button>
            <span className="pf-thumb-name" title={item.name}>
              {item.name}
            </span>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
