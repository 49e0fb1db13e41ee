import { useState } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from './Dialog.tsx';
import TextField from '../fields/TextField.tsx';
import { AuthenticationCodeField, RecoveryCodeField } from '../fields/SecondFactorFields.tsx';
import FormAlert from '../fields/FormAlert.tsx';
import SubmitButton from '../fields/SubmitButton.tsx';
import { accountCall } from '../account-api.ts';
import { useAccountForm } from '../use-account-form.ts';
import { CURRENT_PASSWORD_RULES, normaliseRecoveryCode, normaliseTwoFactorCode, RECOVERY_CODE_RULES, TWO_FACTOR_CODE_RULES } from '../account-rules.ts';
import { $passwordConfirmation, $twoFactorEnabled, settlePasswordConfirmation } from './popup-store.ts';
import { ApiRequestError } from '../../../src/lib/client/api-client.ts';

type Field = 'password' | 'code' | 'recoveryCode';
const EMPTY: Record<Field, string> = { password: '', code: '', recoveryCode: '' };

interface PasswordConfirmationProps {
  /** As rendered; the dashboard updates $twoFactorEnabled when it turns 2FA on or off. */
  twoFactorEnabled: boolean;
  twoFactorMethod: 'app' | 'sms' | null;
}

/**
 * The password confirmation popup (optionally with a 2FA or recovery code). Opened by
 * requestPasswordConfirmation(), which resolves true once the API accepted it.
 */
export default function PasswordConfirmation({ twoFactorEnabled, twoFactorMethod }: PasswordConfirmationProps) {
  const confirmation = usePasswordConfirmation(twoFactorEnabled);
  const { form, needsCode, close } = confirmation;
  const { values, errors, busy } = form;

  return (
    <Dialog
      open={confirmation.pending !== null}
      title="Confirm it's you"
      onClose={() => close(false)}
      description={<p>For your security, enter your password{needsCode ? ' and a code' : ''} to continue. You won't be asked again for 15 minutes.</p>}
    >
      <form ref={form.formRef} className="pf-form" noValidate onSubmit={confirmation.onSubmit} aria-busy={busy}>
        <TextField
          label="Password"
          name="password"
          type="password"
          revealable
          autoComplete="current-password"
          autoFocus
          maxLength={1024}
          value={values.password}
          onChange={form.setValue('password')}
          error={errors.fields.password}
        />
        {needsCode && <SecondFactorInput confirmation={confirmation} twoFactorMethod={twoFactorMethod} />}
        <FormAlert message={errors.form} />
        <div className="pf-dialog-actions">
          <button type="button" className="button secondary" onClick={() => close(false)}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Checking…">
            Confirm
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The popup's state and its call: the form, whether a code is needed (the page said so, or the
 * API asked for one), which kind of code, and closing it, which settles the request.
 */
function usePasswordConfirmation(twoFactorEnabled: boolean) {
  const pending = useStore($passwordConfirmation);
  const liveTwoFactor = useStore($twoFactorEnabled);
  // The API asked for a code the page did not know was needed: ask for it from now on.
  const [codeAsked, setCodeAsked] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const needsCode = codeAsked || (liveTwoFactor ?? twoFactorEnabled);
  const form = useAccountForm(EMPTY);
  const { values } = form;

  function reset() {
    form.setValues(EMPTY);
    form.setErrors({ fields: {}, form: null });
    setUseRecovery(false);
  }

  function close(confirmed: boolean) {
    reset();
    settlePasswordConfirmation(confirmed);
  }

  const onSubmit = form.handleSubmit({
    rules: { password: CURRENT_PASSWORD_RULES, ...(needsCode ? (useRecovery ? { recoveryCode: RECOVERY_CODE_RULES } : { code: TWO_FACTOR_CODE_RULES }) : {}) },
    fieldOf: { password: 'password', twoFactorAuthCode: 'code', recoveryCode: 'recoveryCode' },
    run: async () => {
      const body: { password: string; recoveryCode?: string; twoFactorAuthCode?: string } = { password: values.password };
      if (needsCode && useRecovery) body.recoveryCode = normaliseRecoveryCode(values.recoveryCode);
      else if (needsCode) body.twoFactorAuthCode = normaliseTwoFactorCode(values.code);
      try {
        await accountCall('account.confirmPassword', body);
      } catch (error) {
        if (error instanceof ApiRequestError && error.failure.errors?.twoFactorAuthCode && !needsCode) setCodeAsked(true);
        throw error;
      }
      close(true);
    },
  });

  return { pending, needsCode, useRecovery, setUseRecovery, form, close, onSubmit };
}

/** The second factor: the authentication code, or a recovery code instead, each with a link to switch to the other. */
function SecondFactorInput({
  confirmation,
  twoFactorMethod,
}: {
  confirmation: ReturnType<typeof usePasswordConfirmation>;
  twoFactorMethod: PasswordConfirmationProps['twoFactorMethod'];
}) {
  const { form, useRecovery, setUseRecovery } = confirmation;
  const { values, errors } = form;
  return (
    <>
      {!useRecovery && (
        <AuthenticationCodeField
          label={twoFactorMethod === 'sms' ? 'Code from your latest text message' : 'Authentication code'}
          value={values.code}
          onChange={form.setValue('code')}
          error={errors.fields.code}
          aside={
            <button type="button" className="pf-link-button pf-aside-link" onClick={() => setUseRecovery(true)}>
              Use a recovery code
            </button>
          }
        />
      )}
      {useRecovery && (
        <RecoveryCodeField
          value={values.recoveryCode}
          onChange={form.setValue('recoveryCode')}
          error={errors.fields.recoveryCode}
          hint="Each recovery code works once."
          aside={
            <button type="button" className="pf-link-button pf-aside-link" onClick={() => setUseRecovery(false)}>
              Use an authentication code
            </button>
          }
        />
      )}
    </>
  );
}
