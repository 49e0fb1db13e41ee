import Popup from './Popup.tsx';

export interface GotItProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
  buttonText?: string;
}

/** The "got-it" popup: a notice the person acknowledges with one button. */
export default function GotIt({ open, title, message, onClose, buttonText = 'Got it' }: GotItProps) {
  return (
    <Popup open={open} title={title} onClose={onClose} description={<p>{message}</p>}>
      <div className="pf-popup-actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on its only button */}
        <button type="button" className="pf-button" onClick={onClose} autoFocus data-autofocus>
          {buttonText}
        </button>
      </div>
    </Popup>
  );
}
