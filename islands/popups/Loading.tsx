import Popup from './Popup.tsx';

export interface LoadingProps {
  open: boolean;
  message?: string;
  /** A fraction 0–1 when the work's progress is known; a spinner otherwise. */
  progress?: number | undefined;
  /** When given, Esc and the close button stop waiting; without it the popup stays until the work ends. */
  onCancel?: () => void;
}

/** The "loading" popup: the page waits on something (the loader spins once every 2 s). */
export default function Loading({ open, message = 'Loading…', progress, onCancel }: LoadingProps) {
  return (
    <Popup open={open} title={message} onClose={onCancel}>
      <div role="status" aria-live="polite" className="pf-progress">
        {progress === undefined ? <div className="pf-spinner" role="img" aria-label={message} /> : <progress max={1} value={progress} aria-label={message} />}
      </div>
    </Popup>
  );
}
