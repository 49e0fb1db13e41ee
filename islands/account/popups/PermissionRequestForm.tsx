import { useState, type ReactNode } from 'react';
import TextAreaField from '../fields/TextAreaField.tsx';
import FormAlert from '../fields/FormAlert.tsx';
import SubmitButton from '../fields/SubmitButton.tsx';
import { accountCall } from '../account-api.ts';
import { useAccountForm } from '../use-account-form.ts';
import { REQUIRED } from '../account-rules.ts';
import { PERMISSION_REQUEST_SUCCESS, REASON_MAX_LENGTH } from '../permissions.ts';

interface PermissionRequestFormProps {
  /** The rights asked for; read when sending, so a chooser above may change them. */
  permissions: readonly string[];
  /** Shown when nothing is chosen yet (the dashboard request's chooser). */
  nothingChosen?: string;
  onClose: () => void;
  /** Fields above the reason (the dashboard request's area chooser). */
  children?: ReactNode;
}

/** General permission requests ask for a reason, then submit; success says 'Permission request successfully submitted'. */
export default function PermissionRequestForm({ permissions, nothingChosen, onClose, children }: PermissionRequestFormProps) {
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm({ reason: '' });
  const onSubmit = form.handleSubmit({
    rules: { reason: REQUIRED },
    fieldOf: { reason: 'reason' },
    run: async () => {
      if (permissions.length === 0) {
        form.setErrors({ fields: {}, form: nothingChosen ?? 'Choose what you need access to.' });
        return;
      }
      const { data } = await accountCall('account.requestPermissions', { permissions }, { reason: form.values.reason.trim() });
      setDone(data?.message || PERMISSION_REQUEST_SUCCESS);
    },
  });
  if (done) {
    return (
      <div className="pf-done" role="status">
        <p className="pf-done-title">{done}</p>
        <p>The store's owners will look at it and can give you access.</p>
        <div className="pf-dialog-actions">
          {/* biome-ignore lint/a11y/noAutofocus: the dialog's done step opens on its only button */}
          <button type="button" className="button" onClick={onClose} autoFocus>
            Done
          </button>
        </div>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      {children}
      <TextAreaField
        label="Why do you need it?"
        name="reason"
        maxLength={REASON_MAX_LENGTH}
        autoFocus
        value={form.values.reason}
        onChange={form.setValue('reason')}
        error={form.errors.fields.reason}
        hint="A sentence is enough, e.g. “I look after the summer collection pages.”"
      />
      <FormAlert message={form.errors.form} />
      <div className="pf-dialog-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Cancel
        </button>
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Send request
        </SubmitButton>
      </div>
    </form>
  );
}
