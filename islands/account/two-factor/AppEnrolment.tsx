import { useState } from 'react';
import TextField from '../fields/TextField.tsx';
import FormAlert from '../fields/FormAlert.tsx';
import SubmitButton from '../fields/SubmitButton.tsx';
import { useAccountForm } from '../use-account-form.ts';
import { normaliseTwoFactorCode, TWO_FACTOR_CODE_RULES } from '../account-rules.ts';
import { groupSecret, qrImageSource, recoveryCodesOf } from '../two-factor-flow.ts';
import type { TwoFactorSetup } from '../../../src/schemas/account.ts';
import { sensitiveCall } from './sensitive-call.ts';

interface AppEnrolmentProps {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
  onUseSms: () => void;
}

/** Scan the QR code (or type the key) into an authenticator app, then prove it with a code. */
export default function AppEnrolment({ setup, onEnabled, onCancel, onUseSms }: AppEnrolmentProps) {
  const [copied, setCopied] = useState(false);
  const form = useAccountForm({ code: '' });
  const qr = qrImageSource(setup.qrSvg);
  const onSubmit = form.handleSubmit({
    rules: { code: TWO_FACTOR_CODE_RULES },
    fieldOf: { code: 'code' },
    run: async () => {
      const result = await sensitiveCall('account.twoFactorEnable', { method: 'app', code: normaliseTwoFactorCode(form.values.code) });
      if (result.done) onEnabled(recoveryCodesOf(result.value.data));
    },
  });
  return (
    <div className="pf-enrol">
      <ol className="pf-steps">
        <li>
          <h3>Scan this QR code</h3>
          <p>Open an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator) and add an account by scanning the code.</p>
          <div className="pf-qr-row">
            {qr && <img className="pf-qr" src={qr} width={180} height={180} alt="QR code for your authenticator app" />}
            <div className="pf-secret">
              <p>Can't scan it? Enter this key instead:</p>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the paragraph above names the key for readers; the label marks it for the e2e test */}
              <code aria-label="Set-up key">{groupSecret(setup.secret)}</code>
              <button
                type="button"
                className="pf-link-button"
                onClick={() =>
                  navigator.clipboard.writeText(setup.secret).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                Copy key
              </button>
              <span role="status" className="pf-inline-status">
                {copied ? 'Copied.' : ''}
              </span>
            </div>
          </div>
        </li>
        <li>
          <h3>Enter the 6-digit code from the app</h3>
          <form ref={form.formRef} className="pf-form pf-inline-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              placeholder="123 456"
              value={form.values.code}
              onChange={form.setValue('code')}
              error={form.errors.fields.code}
            />
            <FormAlert message={form.errors.form} />
            <div className="pf-row-actions">
              <SubmitButton busy={form.busy} busyLabel="Checking…">
                Turn on
              </SubmitButton>
              <button type="button" className="button secondary" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </form>
        </li>
      </ol>
      <button type="button" className="pf-link-button" onClick={onUseSms}>
        Use text messages instead
      </button>
    </div>
  );
}
