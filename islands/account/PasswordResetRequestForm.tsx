import { useState } from 'react';
import { accountCall } from './account-api.ts';
import TextField from './fields/TextField.tsx';
import FormAlert from './fields/FormAlert.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import { useAccountForm } from './use-account-form.ts';
import { EMAIL_RULES } from './account-rules.ts';
import './account.css';

const SENT = 'If that address has an account, we have sent it a link to reset the password.';

/** /password-reset/: asks for a reset link. The answer is the same for unknown addresses. */
export default function PasswordResetRequestForm({ loginHref }: { loginHref: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm({ email: '' });
  const onSubmit = form.handleSubmit({
    rules: { email: EMAIL_RULES },
    fieldOf: { email: 'email' },
    run: async () => {
      const { data } = await accountCall('account.forgotPassword', { email: form.values.email.trim() });
      setSent(data?.message || SENT);
    },
  });
  if (sent) {
    return (
      <div className="pf-done" role="status">
        <p className="pf-done-title">Check your inbox</p>
        <p>{sent}</p>
        <p>
          The link works for a limited time. Nothing there? Check your spam folder, or{' '}
          <button type="button" className="pf-link-button" onClick={() => setSent(null)}>
            try another address
          </button>
          .
        </p>
        <a className="button secondary" href={loginHref}>
          Back to log in
        </a>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        value={form.values.email}
        onChange={form.setValue('email')}
        error={form.errors.fields.email}
      />
      <FormAlert message={form.errors.form} />
      <SubmitButton busy={form.busy} busyLabel="Sending…">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
