import type { RecoveryCodesAnswer, TwoFactorSetup } from '../../src/schemas/account.ts';

// The dashboard's two-factor section as states (docs/accounts-api.md "two-factor/…"):
// off → scan the QR code and confirm a code (or: a phone number, then the texted code)
// → the ten recovery codes, shown once → on.

/** The recovery codes an answer carries (none when it carried none, as an SMS enrolment's first step). */
export function recoveryCodesOf(answer: unknown): string[] {
  return (answer as Partial<RecoveryCodesAnswer> | undefined)?.recoveryCodes ?? [];
}

export type TwoFactorView =
  | { view: 'off' }
  | ({ view: 'scan' } & TwoFactorSetup)
  | { view: 'smsPhone' }
  | { view: 'smsCode'; phone: string }
  | { view: 'codes'; codes: string[]; reason: 'enabled' | 'regenerated' }
  | { view: 'on' }
  | { view: 'confirmDisable' };

export type TwoFactorEvent =
  | { type: 'setupReady'; setup: TwoFactorSetup }
  | { type: 'setupCancelled' }
  | { type: 'smsChosen' }
  | { type: 'smsCodeSent'; phone: string }
  | { type: 'enabled'; codes: string[] }
  | { type: 'regenerated'; codes: string[] }
  | { type: 'codesSaved' }
  | { type: 'disableAsked' }
  | { type: 'disableCancelled' }
  | { type: 'disabled' };

export function initialTwoFactorView(enabled: boolean): TwoFactorView {
  return enabled ? { view: 'on' } : { view: 'off' };
}

/** The next view; an event that does not fit the current view leaves it as it is. */
export function nextTwoFactorView(current: TwoFactorView, event: TwoFactorEvent): TwoFactorView {
  switch (event.type) {
    case 'setupReady':
      return current.view === 'off' ? { view: 'scan', ...event.setup } : current;
    case 'setupCancelled':
      return current.view === 'scan' || current.view === 'smsPhone' || current.view === 'smsCode' ? { view: 'off' } : current;
    case 'smsChosen':
      return current.view === 'off' || current.view === 'scan' ? { view: 'smsPhone' } : current;
    case 'smsCodeSent':
      return current.view === 'smsPhone' || current.view === 'smsCode' ? { view: 'smsCode', phone: event.phone } : current;
    case 'enabled':
      return current.view === 'scan' || current.view === 'smsCode' ? { view: 'codes', codes: event.codes, reason: 'enabled' } : current;
    case 'regenerated':
      return current.view === 'on' ? { view: 'codes', codes: event.codes, reason: 'regenerated' } : current;
    case 'codesSaved':
      return current.view === 'codes' ? { view: 'on' } : current;
    case 'disableAsked':
      return current.view === 'on' ? { view: 'confirmDisable' } : current;
    case 'disableCancelled':
      return current.view === 'confirmDisable' ? { view: 'on' } : current;
    case 'disabled':
      return current.view === 'confirmDisable' || current.view === 'on' ? { view: 'off' } : current;
  }
}

/** Is two-factor on, as far as the rest of the page (the password popup) is concerned? */
export function twoFactorIsOn(view: TwoFactorView): boolean {
  return view.view === 'on' || view.view === 'codes' || view.view === 'confirmDisable';
}

/**
 * The server's QR code as an <img> source. An SVG shown through <img> cannot run
 * script or load anything, so our own server's markup needs no sanitising here; text
 * that is not an SVG at all gives null (the secret is still shown for typing in).
 */
export function qrImageSource(svg: string): string | null {
  const markup = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(markup)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to copy by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The text file offered by "Download": one code a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], account: { email: string; site: string }, generatedAt: Date): string {
  return [
    `Recovery codes for ${account.email} at ${account.site}`,
    `Generated ${generatedAt.toISOString().slice(0, 10)}. Each code works once; generating new codes voids these.`,
    '',
    ...codes,
    '',
  ].join('\n');
}
