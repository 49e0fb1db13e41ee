import { useEffect, useReducer, useState } from 'react';
import { failureOf } from './account-api.ts';
import { errorsFromFailure } from './form-errors.ts';
import FormAlert from './fields/FormAlert.tsx';
import AppEnrolment from './two-factor/AppEnrolment.tsx';
import SmsEnrolment from './two-factor/SmsEnrolment.tsx';
import RecoveryCodes from './two-factor/RecoveryCodes.tsx';
import DisablePanel from './two-factor/DisablePanel.tsx';
import { sensitiveCall } from './two-factor/sensitive-call.ts';
import type { SensitiveResult } from './sensitive-action.ts';
import { $twoFactorEnabled } from './popups/popup-store.ts';
import { initialTwoFactorView, nextTwoFactorView, recoveryCodesOf, twoFactorIsOn } from './two-factor-flow.ts';
import './account.css';

interface TwoFactorSettingsProps {
  enabled: boolean;
  method: 'app' | 'sms' | null;
  email: string;
  phone: string | null;
  /** The store's name, written into the downloaded codes file. */
  siteName: string;
}

type Busy = 'setup' | 'regenerate' | 'disable' | null;

/** The dashboard's two-step verification section: turn on (app or SMS), new recovery codes, turn off. */
export default function TwoFactorSettings({ enabled, method, email, phone, siteName }: TwoFactorSettingsProps) {
  const [view, dispatch] = useReducer(nextTwoFactorView, enabled, initialTwoFactorView);
  const [activeMethod, setActiveMethod] = useState(method);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The password popup asks for a code only while 2FA is on.
  useEffect(() => $twoFactorEnabled.set(twoFactorIsOn(view)), [view]);

  async function run<T>(action: Exclude<Busy, null>, request: () => Promise<SensitiveResult<{ data: T }>>, then: (data: T) => void) {
    if (busy) return;
    setBusy(action);
    setProblem(null);
    try {
      const result = await request();
      if (result.done) then(result.value.data);
    } catch (error) {
      setProblem(errorsFromFailure(failureOf(error), {}).form);
    } finally {
      setBusy(null);
    }
  }

  const status = twoFactorIsOn(view);
  return (
    <div className="pf-two-factor" data-view={view.view}>
      <p className="pf-status-line">
        <span className="pf-badge" data-on={status ? '' : undefined}>
          {status ? 'On' : 'Off'}
        </span>
        {status
          ? activeMethod === 'sms'
            ? 'Codes are sent to your phone by text message.'
            : 'Codes come from your authenticator app.'
          : 'Add a second step to logging in, so a stolen password alone cannot open your account.'}
      </p>

      {view.view === 'off' && (
        <div className="pf-row-actions">
          <button
            type="button"
            className="button"
            aria-busy={busy === 'setup'}
            onClick={() =>
              run(
                'setup',
                () => sensitiveCall('account.twoFactorSetup', {}),
                (setup) => dispatch({ type: 'setupReady', setup }),
              )
            }
          >
            {busy === 'setup' ? 'Preparing…' : 'Set up with an authenticator app'}
          </button>
          <button type="button" className="button secondary" onClick={() => dispatch({ type: 'smsChosen' })}>
            Use text messages
          </button>
        </div>
      )}

      {view.view === 'scan' && (
        <AppEnrolment
          setup={view}
          onEnabled={(codes) => {
            setActiveMethod('app');
            dispatch({ type: 'enabled', codes });
          }}
          onCancel={() => dispatch({ type: 'setupCancelled' })}
          onUseSms={() => dispatch({ type: 'smsChosen' })}
        />
      )}

      {(view.view === 'smsPhone' || view.view === 'smsCode') && (
        <SmsEnrolment
          key={view.view}
          phone={view.view === 'smsCode' ? view.phone : null}
          initialPhone={phone ?? ''}
          onCodeSent={(number) => dispatch({ type: 'smsCodeSent', phone: number })}
          onEnabled={(codes) => {
            setActiveMethod('sms');
            dispatch({ type: 'enabled', codes });
          }}
          onCancel={() => dispatch({ type: 'setupCancelled' })}
        />
      )}

      {view.view === 'codes' && (
        <RecoveryCodes codes={view.codes} reason={view.reason} email={email} siteName={siteName} onSaved={() => dispatch({ type: 'codesSaved' })} />
      )}

      {view.view === 'on' && (
        <div className="pf-row-actions">
          <button
            type="button"
            className="button secondary"
            aria-busy={busy === 'regenerate'}
            onClick={() =>
              run(
                'regenerate',
                () => sensitiveCall('account.recoveryCodes', {}),
                (data) => dispatch({ type: 'regenerated', codes: recoveryCodesOf(data) }),
              )
            }
          >
            {busy === 'regenerate' ? 'Generating…' : 'Get new recovery codes'}
          </button>
          <button type="button" className="button secondary pf-danger" onClick={() => dispatch({ type: 'disableAsked' })}>
            Turn off
          </button>
        </div>
      )}

      {view.view === 'confirmDisable' && (
        <DisablePanel
          busy={busy === 'disable'}
          onConfirm={() =>
            run(
              'disable',
              () => sensitiveCall('account.twoFactorDisable', {}),
              () => dispatch({ type: 'disabled' }),
            )
          }
          onCancel={() => dispatch({ type: 'disableCancelled' })}
        />
      )}

      <FormAlert message={problem} />
    </div>
  );
}
