import { useState, type SubmitEvent } from 'react';
import type { LibraryItem, StudioUpload } from '../../src/schemas/studio-calls.ts';
import { UPLOAD_FORMATS, UPLOAD_MIME_TYPES } from '../../src/schemas/studio-calls.ts';
import { problemOf, searchLibrary, uploadImage, type StudioProblem } from './studio-api.ts';
import { Problem } from './Problem.tsx';

// Images: upload one (PNG, JPEG or SVG, checked here before sending, as the call checks
// them) or pick artwork from the design library. Either becomes an image layer.

export interface PickedImage {
  src: string;
  pixelWidth: number;
  pixelHeight: number;
}

export function ImagePanel({ onPick, disabled }: { onPick: (image: PickedImage) => void; disabled: boolean }) {
  const panel = useImagePanel(onPick);
  return (
    <section className="studio-panel studio-images" aria-labelledby="studio-images-title">
      <h2 id="studio-images-title">Images</h2>
      <label>
        Upload an image ({UPLOAD_FORMATS.join(', ')})
        <input
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          disabled={disabled || panel.uploading}
          onChange={(event) => {
            void panel.upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {panel.uploading && <p role="status">Uploading…</p>}
      {/* biome-ignore lint/a11y/useSemanticElements: the search form itself is the search landmark; a <search> wrapper would add nothing */}
      <form role="search" onSubmit={panel.search} className="studio-library-search">
        <label>
          Search the design library
          <input type="search" value={panel.term} onChange={(event) => panel.setTerm(event.target.value)} />
        </label>
        <button type="submit" disabled={panel.searching}>
          Search library
        </button>
      </form>
      {panel.problem && <Problem problem={panel.problem} />}
      {panel.results && <LibraryResults results={panel.results} disabled={disabled} onPick={onPick} />}
    </section>
  );
}

/** The panel's two calls, uploading a picture and searching the library, with their progress and the last problem either had. */
function useImagePanel(onPick: (image: PickedImage) => void) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<LibraryItem[] | null>(null);
  const [searching, setSearching] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const uploaded: StudioUpload = await uploadImage(file);
      onPick({ src: uploaded.url, pixelWidth: uploaded.pixelWidth, pixelHeight: uploaded.pixelHeight });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setUploading(false);
    }
  };

  const search = async (event: SubmitEvent) => {
    event.preventDefault();
    setProblem(null);
    setSearching(true);
    try {
      setResults(await searchLibrary(term.trim()));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSearching(false);
    }
  };

  return { uploading, problem, term, setTerm, results, searching, upload, search };
}

/** The library's artwork found by a search, each a button that adds it; or a line saying none was found. */
function LibraryResults({ results, disabled, onPick }: { results: LibraryItem[]; disabled: boolean; onPick: (image: PickedImage) => void }) {
  if (results.length === 0) return <p className="studio-muted">No artwork found.</p>;
  return (
    <ul className="studio-library" aria-label="Design library results">
      {results.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick({ src: item.thumbnails.original, pixelWidth: item.pixelWidth, pixelHeight: item.pixelHeight })}
          >
            <img src={item.thumbnails.small} alt="" loading="lazy" width={96} height={96} />
            <span>Add {item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
