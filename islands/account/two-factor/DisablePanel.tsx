import { useFocusOnMount } from '../fields/use-focus-on-mount.ts';

interface DisablePanelProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" in place, before two-step verification is turned off. */
export default function DisablePanel({ busy, onConfirm, onCancel }: DisablePanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-warning-panel" role="group" aria-labelledby="pf-disable-title">
      <h3 id="pf-disable-title" tabIndex={-1} ref={heading}>
        Turn off two-step verification?
      </h3>
      <p>Logging in will need only your password again, and your recovery codes will stop working.</p>
      <div className="pf-row-actions">
        <button type="button" className="button pf-danger-solid" aria-busy={busy} onClick={onConfirm}>
          {busy ? 'Turning off…' : 'Turn off'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Keep it on
        </button>
      </div>
    </div>
  );
}
