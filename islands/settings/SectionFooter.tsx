import FormAlert from '../account/fields/FormAlert.tsx';
import type { SettingsCall } from './use-settings-call.ts';

/** A section's save button with its saved note or error. */
export default function SectionFooter({ call, label = 'Save' }: { call: SettingsCall; label?: string }) {
  return (
    <>
      <FormAlert message={call.error} />
      <div className="pf-settings-actions">
        <button type="submit" className="button" aria-disabled={call.busy || undefined}>
          {call.busy ? 'Saving…' : label}
        </button>
        <span role="status" className="pf-hint">
          {call.saved}
        </span>
      </div>
    </>
  );
}
