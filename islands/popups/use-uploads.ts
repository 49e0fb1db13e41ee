import { useState } from 'react';
import type { MediaItem } from '../../src/schemas/media-library.ts';
import { MAX_UPLOAD_BYTES, mediaKindOf, UPLOAD_FORMAT_MESSAGE, UPLOAD_SIZE_MESSAGE } from '../../src/lib/media-uploads.ts';
import { uploadMedia, waitForMedia } from './media-api.ts';

/** One file on its way into the library: sent (0–50 %), then processed by the job (50–100 %). */
export interface UploadState {
  key: string;
  name: string;
  phase: 'uploading' | 'processing' | 'done' | 'failed';
  /** 0–100 across both phases, for one progress bar. */
  percent: number;
  error: string | null;
}

/** The refusal the server would give, checked before any byte is sent (same rules, same words). */
export function uploadRefusal(file: { name: string; size: number }): string | null {
  if (!mediaKindOf(file.name)) return UPLOAD_FORMAT_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

/**
 * Uploads files one after another with their progress: XHR upload events while sending,
 * then the item's processing progress polled until the job has made its widths.
 */
export function useUploads(onDone: (item: MediaItem) => void): { uploads: UploadState[]; start: (files: Iterable<File>) => Promise<void>; clear: () => void } {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (key: string, change: Partial<UploadState>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function start(files: Iterable<File>) {
    const queued = [...files].map((file, index) => ({
      file,
      state: { key: `${Date.now()}-${index}-${file.name}`, name: file.name, phase: 'uploading' as const, percent: 0, error: uploadRefusal(file) },
    }));
    setUploads((list) => [...list, ...queued.map(({ state }) => (state.error ? { ...state, phase: 'failed' as const } : state))]);
    for (const { file, state } of queued) {
      if (state.error) continue;
      try {
        const item = await uploadMedia(file, (sent) => update(state.key, { percent: Math.round(sent * 50) }));
        update(state.key, { phase: 'processing', percent: 50 });
        const done = await waitForMedia(item, (progress) => update(state.key, { percent: 50 + Math.round(progress / 2) }));
        if (done.status === 'failed') update(state.key, { phase: 'failed', error: done.error ?? 'This picture could not be read. Please try another file.' });
        else {
          update(state.key, { phase: 'done', percent: 100 });
          onDone(done);
        }
      } catch (failure) {
        update(state.key, { phase: 'failed', error: failure instanceof Error ? failure.message : String(failure) });
      }
    }
  }

  return { uploads, start, clear: () => setUploads((list) => list.filter((upload) => upload.phase === 'uploading' || upload.phase === 'processing')) };
}
