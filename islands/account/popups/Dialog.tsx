import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../popups/use-modal-dialog.ts';
import '../account.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Esc, the close button and every other way out; the parent decides. */
  onClose: () => void;
  children: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
}

/**
 * A modal popup on the native <dialog>: showModal() makes the page behind it inert and
 * gives Esc; Tab is kept inside, and focus goes back where it was when it closes.
 */
export default function Dialog({ open, title, onClose, children, description }: DialogProps) {
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog {...modal} className="pf-dialog" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
      {open && (
        <div className="pf-dialog-body">
          <header className="pf-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="pf-icon-button" onClick={onClose} aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </header>
          {description && (
            <div id={descriptionId} className="pf-dialog-description">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
