import { accountCall } from './account-api.ts';
import TextField from './fields/TextField.tsx';
import FormAlert from './fields/FormAlert.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import PasswordStrengthMeter from './PasswordStrengthMeter.tsx';
import { useAccountForm } from './use-account-form.ts';
import { EMAIL_RULES, NAME_RULES, OPTIONAL_NAME_RULES } from './account-rules.ts';
import { NEW_PASSWORD_RULES, PASSWORD_MAX_LENGTH } from '../../src/lib/validation/rules/new-password.ts';
import { signUpRequest, SIGN_UP_FIELD_OF, type SignUpField } from './sign-up.ts';
import { safeReturnPath } from '../../src/lib/return-path.ts';
import './account.css';

interface SignUpFormProps {
  /** Tick "I want a store" to begin with (arriving from the plans page). */
  wantsStore: boolean;
  eulaHref: string;
}

/** /sign-up/: a new account, signed in at once (unverified) and sent on to verify its e-mail. */
export default function SignUpForm({ wantsStore, eulaHref }: SignUpFormProps) {
  const form = useAccountForm<SignUpField>({ firstName: '', lastName: '', email: '', password: '', shouldHaveStore: wantsStore ? '1' : '' });
  const { values, errors, busy } = form;
  const onSubmit = form.handleSubmit({
    rules: { firstName: NAME_RULES, lastName: OPTIONAL_NAME_RULES, email: EMAIL_RULES, password: NEW_PASSWORD_RULES },
    fieldOf: SIGN_UP_FIELD_OF,
    run: async () => {
      const { data } = await accountCall('account.signUp', signUpRequest(values));
      window.location.assign(safeReturnPath(data?.redirect, '/sign-up/verify/'));
      return 'keepBusy';
    },
  });
  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="pf-field-pair">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={60}
          value={values.firstName}
          onChange={form.setValue('firstName')}
          error={errors.fields.firstName}
        />
        <TextField
          label="Last name (optional)"
          name="lastName"
          autoComplete="family-name"
          maxLength={60}
          value={values.lastName}
          onChange={form.setValue('lastName')}
          error={errors.fields.lastName}
        />
      </div>
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
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
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        onChange={form.setValue('password')}
        error={errors.fields.password}
        hint={<PasswordStrengthMeter password={values.password} />}
      />
      <label className="pf-check">
        <input
          type="checkbox"
          name="should_have_store"
          checked={values.shouldHaveStore === '1'}
          onChange={(event) => form.setValue('shouldHaveStore')(event.target.checked ? '1' : '')}
        />
        <span>
          <strong>I want a store</strong>
          <span className="pf-check-hint">We'll set up a free store on its own web address that you can design and sell from.</span>
        </span>
      </label>
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
      <p className="pf-fine-print">
        By creating an account you agree to the <a href={eulaHref}>End User Licence Agreement</a>.
      </p>
    </form>
  );
}
