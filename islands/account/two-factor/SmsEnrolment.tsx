import type { ReactNode, SubmitEvent } from 'react';
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
  const { form, onPhone, onCode, sendAgain } = useSmsEnrolment({ phone, initialPhone, onCodeSent, onEnabled });
  if (phone === null) {
    return (
      <SmsStep
        form={form}
        onSubmit={onPhone}
        heading="Get codes by text message"
        field={
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
        }
      >
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Text me a code
        </SubmitButton>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </SmsStep>
    );
  }
  return (
    <SmsStep
      form={form}
      onSubmit={onCode}
      heading={<>Enter the code we texted to {phone}</>}
      field={
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
      }
    >
      <SubmitButton busy={form.busy} busyLabel="Checking…">
        Turn on
      </SubmitButton>
      <button type="button" className="button secondary" onClick={() => sendAgain(phone)}>
        Send a new code
      </button>
      <button type="button" className="pf-link-button" onClick={onCancel}>
        Cancel
      </button>
    </SmsStep>
  );
}

/** The enrolment's form and its calls: texting a code to the number, sending it again, and turning codes on with the one received. */
function useSmsEnrolment({ phone, initialPhone, onCodeSent, onEnabled }: Omit<SmsEnrolmentProps, 'onCancel'>) {
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
  const sendAgain = (number: string) => sendCode(number).catch((error: unknown) => form.setErrors(errorsFromFailure(failureOf(error), {})));
  return { form, onPhone, onCode, sendAgain };
}

/**
 * One step's form: its heading, its field, the form's message and its buttons. Both steps render
 * this same component, so moving from the number to the code keeps the form in place.
 */
function SmsStep({
  form,
  onSubmit,
  heading,
  field,
  children,
}: {
  form: ReturnType<typeof useSmsEnrolment>['form'];
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  heading: ReactNode;
  field: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} className="pf-form pf-inline-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      <h3>{heading}</h3>
      {field}
      <FormAlert message={form.errors.form} />
      <div className="pf-row-actions">{children}</div>
    </form>
  );
}
