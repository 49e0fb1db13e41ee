import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Said while busy, e.g. "Logging in…". */
  busyLabel?: string;
}

/** The form's main button; stays in place (and in the tab order) while the call runs. */
export default function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  return (
    <button className="button pf-submit" type="submit" aria-disabled={busy || undefined} data-busy={busy ? '' : undefined}>
      {busy && <span className="pf-spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
