import { useState } from 'react';
import { accountCall } from './account-api.ts';
import TextField from './fields/TextField.tsx';
import { AuthenticationCodeField, RecoveryCodeField } from './fields/SecondFactorFields.tsx';
import FormAlert from './fields/FormAlert.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import { useAccountForm } from './use-account-form.ts';
import {
  destinationAfterLogin,
  EMPTY_LOGIN_VALUES,
  INITIAL_LOGIN,
  loginOutcome,
  loginRequest,
  stepFieldOf,
  stepRules,
  switchStep,
  type LoginField,
  type LoginState,
  type LoginStep,
  type LoginValues,
} from './login-flow.ts';
import type { FormErrors } from './form-errors.ts';
import './account.css';

interface LoginFormProps {
  /** The redirect_uri query: where the visitor was going before being asked to log in. */
  redirectUri: string | null;
  /** /password-reset/, with the redirect kept. */
  resetHref: string;
}

/** What a step's fields need of the form: its values, messages, busy flag and setters. */
interface StepForm {
  values: LoginValues;
  errors: FormErrors<LoginField>;
  busy: boolean;
  setValue: (field: LoginField) => (value: string) => void;
}

/** The e-mail and password, with the way to reset a forgotten password. */
function CredentialsStep({ form, resetHref }: { form: StepForm; resetHref: string }) {
  const { values, errors, busy } = form;
  return (
    <>
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={254}
        value={values.email}
        onChange={form.setValue('email')}
        error={errors.fields.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        revealable
        autoComplete="current-password"
        maxLength={128}
        value={values.password}
        onChange={form.setValue('password')}
        error={errors.fields.password}
        aside={
          <a className="pf-aside-link" href={resetHref}>
            Forgot your password?
          </a>
        }
      />
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy} busyLabel="Logging in…">
        Log in
      </SubmitButton>
    </>
  );
}

/** The way to the other kind of code, and back to the e-mail and password. */
function StepLinks({ other, otherLabel, goTo }: { other: LoginStep; otherLabel: string; goTo: (step: LoginStep) => void }) {
  return (
    <div className="pf-step-links">
      <button type="button" className="pf-link-button" onClick={() => goTo(other)}>
        {otherLabel}
      </button>
      <button type="button" className="pf-link-button" onClick={() => goTo('credentials')}>
        Start again
      </button>
    </div>
  );
}

/** The code from the authenticator app or the text message the API asked for. */
function TwoFactorStep({ form, state, goTo }: { form: StepForm; state: LoginState; goTo: (step: LoginStep) => void }) {
  const { values, errors, busy } = form;
  return (
    <>
      <div className="pf-step-intro">
        <h2>Two-step verification</h2>
        <p>{state.prompt}</p>
      </div>
      <AuthenticationCodeField
        label={state.method === 'sms' ? 'Code from the text message' : 'Authentication code'}
        autoFocus
        value={values.code}
        onChange={form.setValue('code')}
        error={errors.fields.code}
        hint="Six digits. The code changes every 30 seconds."
      />
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy} busyLabel="Checking…">
        Verify and log in
      </SubmitButton>
      <StepLinks other="recovery" otherLabel="Use a recovery code instead" goTo={goTo} />
    </>
  );
}

/** One of the recovery codes saved when two-step verification was set up. */
function RecoveryStep({ form, goTo }: { form: StepForm; goTo: (step: LoginStep) => void }) {
  const { values, errors, busy } = form;
  return (
    <>
      <div className="pf-step-intro">
        <h2>Use a recovery code</h2>
        <p>Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.</p>
      </div>
      <RecoveryCodeField autoFocus value={values.recoveryCode} onChange={form.setValue('recoveryCode')} error={errors.fields.recoveryCode} />
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy} busyLabel="Checking…">
        Log in
      </SubmitButton>
      <StepLinks other="twoFactor" otherLabel="Use your authentication code instead" goTo={goTo} />
    </>
  );
}

/** /login/: e-mail and password, then the 2FA code or a recovery code when the API asks (202). */
export default function LoginForm({ redirectUri, resetHref }: LoginFormProps) {
  const [state, setState] = useState<LoginState>(INITIAL_LOGIN);
  const form = useAccountForm(EMPTY_LOGIN_VALUES);
  const { values, busy } = form;

  const onSubmit = form.handleSubmit({
    rules: stepRules(state.step),
    fieldOf: stepFieldOf(state.step),
    run: async () => {
      const request = loginRequest(state.step, values);
      const { status, data } =
        request.call === 'account.login' ? await accountCall('account.login', request.body) : await accountCall('account.recoveryLogin', request.body);
      const outcome = loginOutcome(status, data);
      if (outcome.kind === 'challenge') {
        setState(outcome.state);
        return;
      }
      window.location.assign(destinationAfterLogin(redirectUri, outcome.redirect));
      return 'keepBusy';
    },
  });

  function goTo(step: LoginState['step']) {
    setState((current) => switchStep(current, step));
    form.setErrors({ fields: {}, form: null });
    form.setValues((current) => ({ ...current, code: '', recoveryCode: '' }));
  }

  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={busy} data-step={state.step}>
      {state.step === 'credentials' && <CredentialsStep form={form} resetHref={resetHref} />}
      {state.step === 'twoFactor' && <TwoFactorStep form={form} state={state} goTo={goTo} />}
      {state.step === 'recovery' && <RecoveryStep form={form} goTo={goTo} />}
    </form>
  );
}
