import TextField from '../fields/TextField.tsx';
import FormAlert from '../fields/FormAlert.tsx';
import SubmitButton from '../fields/SubmitButton.tsx';
import { useAccountForm } from '../use-account-form.ts';
import { normaliseTwoFactorCode, TWO_FACTOR_CODE_RULES, UK_PHONE_RULES } from '../account-rules.ts';
import { recoveryCodesOf } from '../two-factor-flow.ts';
import { sensitiveCall } from './sensitive-call.ts';
import { failureOf } from '../account-api.ts';
import { errorsFromFailure } from '../form-errors.ts';

interface SmsEnrolmentProps {
  /** Set once a code was sent to it. */
  phone: string | null;
  initialPhone: string;
  onCodeSent: (phone: string) => void;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

/** Text-message codes: the phone number first (the API texts a code), then that code. */
export default function SmsEnrolment({ phone, initialPhone, onCodeSent, onEnabled, onCancel }: SmsEnrolmentProps) {
  const form = useAccountForm({ phone: phone ?? initialPhone, code: '' });
  const sendCode = async (number: string) => {
    const result = await sensitiveCall('account.twoFactorEnable', { method: 'sms', mobilePhoneNumber: number.trim() });
    if (result.done) onCodeSent(number.trim());
  };
  const onPhone = form.handleSubmit({
    rules: { phone: UK_PHONE_RULES },
    fieldOf: { mobilePhoneNumber: 'phone' },
    run: () => sendCode(form.values.phone),
  });
  const onCode = form.handleSubmit({
    rules: { code: TWO_FACTOR_CODE_RULES },
    fieldOf: { code: 'code', mobilePhoneNumber: 'code' },
    run: async () => {
      // The code step shows once the number was sent (phone is set).
      const result = await sensitiveCall('account.twoFactorEnable', {
        method: 'sms',
        mobilePhoneNumber: phone!,
        code: normaliseTwoFactorCode(form.values.code),
      });
      if (result.done) onEnabled(recoveryCodesOf(result.value.data));
    },
  });
  if (phone === null) {
    return (
      <form ref={form.formRef} className="pf-form pf-inline-form" noValidate onSubmit={onPhone} aria-busy={form.busy}>
        <h3>Get codes by text message</h3>
        <TextField
          label="Mobile number (UK)"
          name="mobilePhoneNumber"
          autoComplete="tel"
          inputMode="numeric"
          maxLength={20}
          placeholder="07700 900123"
          value={form.values.phone}
          onChange={form.setValue('phone')}
          error={form.errors.fields.phone}
        />
        <FormAlert message={form.errors.form} />
        <div className="pf-row-actions">
          <SubmitButton busy={form.busy} busyLabel="Sending…">
            Text me a code
          </SubmitButton>
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <form ref={form.formRef} className="pf-form pf-inline-form" noValidate onSubmit={onCode} aria-busy={form.busy}>
      <h3>Enter the code we texted to {phone}</h3>
      <TextField
        key="code"
        label="Code from the text message"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        maxLength={7}
        placeholder="123 456"
        value={form.values.code}
        onChange={form.setValue('code')}
        error={form.errors.fields.code}
        hint="The code works for 5 minutes."
      />
      <FormAlert message={form.errors.form} />
      <div className="pf-row-actions">
        <SubmitButton busy={form.busy} busyLabel="Checking…">
          Turn on
        </SubmitButton>
        <button
          type="button"
          className="button secondary"
          onClick={() => sendCode(phone).catch((error: unknown) => form.setErrors(errorsFromFailure(failureOf(error), {})))}
        >
          Send a new code
        </button>
        <button type="button" className="pf-link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
