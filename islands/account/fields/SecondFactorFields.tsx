import type { ReactNode } from 'react';
import TextField from './TextField.tsx';

// The two ways to prove the second factor, shared by the login form and the password
// confirmation popup so both take the same input the same way.

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label: string;
  autoFocus?: boolean;
  hint?: ReactNode;
  aside?: ReactNode;
}

/** Six digits from the authenticator app or a text message ("123 456" accepted). */
export function AuthenticationCodeField(props: CodeFieldProps) {
  return <TextField key="code" name="twoFactorAuthCode" autoComplete="one-time-code" inputMode="numeric" maxLength={7} placeholder="123 456" {...props} />;
}

/** Two groups of 8 letters and digits joined by a dash. */
export function RecoveryCodeField(props: Omit<CodeFieldProps, 'label'>) {
  return (
    <TextField
      key="recovery"
      label="Recovery code"
      name="recoveryCode"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      maxLength={17}
      placeholder="abcd2345-efgh6789"
      {...props}
    />
  );
}
