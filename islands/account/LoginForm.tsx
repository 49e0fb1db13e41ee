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
  type LoginState,
} from './login-flow.ts';
import './account.css';

interface LoginFormProps {
  /** The redirect_uri query: where the visitor was going before being asked to log in. */
  redirectUri: string | null;
  /** /password-reset/, with the redirect kept. */
  resetHref: string;
}

/** /login/: e-mail and password, then the 2FA code or a recovery code when the API asks (202). */
export default function LoginForm({ redirectUri, resetHref }: LoginFormProps) {
  const [state, setState] = useState<LoginState>(INITIAL_LOGIN);
  const form = useAccountForm(EMPTY_LOGIN_VALUES);
  const { values, errors, busy } = form;

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
      {state.step === 'credentials' && (
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
      )}

      {state.step === 'twoFactor' && (
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
          <div className="pf-step-links">
            <button type="button" className="pf-link-button" onClick={() => goTo('recovery')}>
              Use a recovery code instead
            </button>
            <button type="button" className="pf-link-button" onClick={() => goTo('credentials')}>
              Start again
            </button>
          </div>
        </>
      )}

      {state.step === 'recovery' && (
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
          <div className="pf-step-links">
            <button type="button" className="pf-link-button" onClick={() => goTo('twoFactor')}>
              Use your authentication code instead
            </button>
            <button type="button" className="pf-link-button" onClick={() => goTo('credentials')}>
              Start again
            </button>
          </div>
        </>
      )}
    </form>
  );
}
