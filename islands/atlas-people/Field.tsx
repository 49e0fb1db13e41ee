import type { ReactNode } from 'react';

// A labelled input with its error below it, announced to screen readers.

export function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="pf-people-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="pf-people-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Notice and error lines of a form. */
export function Outcome({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice && (
        <p className="pf-people-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="pf-people-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
