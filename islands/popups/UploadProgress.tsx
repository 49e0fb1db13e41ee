import type { UploadState } from './use-uploads.ts';

const PHASES: Record<UploadState['phase'], string> = { uploading: 'Uploading', processing: 'Processing', done: 'Done', failed: 'Failed' };

/** One progress bar per upload, read out as it moves. */
export default function UploadProgress({ uploads }: { uploads: readonly UploadState[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="pf-choice-list" aria-label="Uploads" aria-live="polite">
      {uploads.map((upload) => (
        <li key={upload.key} className="pf-progress" data-phase={upload.phase}>
          <progress max={100} value={upload.percent} aria-label={`${upload.name}: ${PHASES[upload.phase]}`} />
          <span>
            {upload.name}:{' '}
            {upload.error ? (
              <span className="pf-popup-error">{upload.error}</span>
            ) : (
              `${PHASES[upload.phase]} ${upload.phase === 'done' ? '' : `${upload.percent}%`}`
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
