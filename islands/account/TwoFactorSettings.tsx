import { useEffect, useReducer, useState, type Dispatch } from 'react';
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
import { initialTwoFactorView, nextTwoFactorView, recoveryCodesOf, twoFactorIsOn, type TwoFactorEvent } from './two-factor-flow.ts';
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

/** The section's requests, one at a time: which one is running, and the form's message when one fails. Each moves the view on when done. */
function useTwoFactorRequests(dispatch: Dispatch<TwoFactorEvent>) {
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);

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

  const setUpApp = () =>
    run(
      'setup',
      () => sensitiveCall('account.twoFactorSetup', {}),
      (setup) => dispatch({ type: 'setupReady', setup }),
    );
  const regenerate = () =>
    run(
      'regenerate',
      () => sensitiveCall('account.recoveryCodes', {}),
      (data) => dispatch({ type: 'regenerated', codes: recoveryCodesOf(data) }),
    );
  const disable = () =>
    run(
      'disable',
      () => sensitiveCall('account.twoFactorDisable', {}),
      () => dispatch({ type: 'disabled' }),
    );
  return { busy, problem, setUpApp, regenerate, disable };
}

/** On or Off, and how the codes come (or why to turn it on). */
function TwoFactorStatus({ on, method }: { on: boolean; method: 'app' | 'sms' | null }) {
  return (
    <p className="pf-status-line">
      <span className="pf-badge" data-on={on ? '' : undefined}>
        {on ? 'On' : 'Off'}
      </span>
      {on
        ? method === 'sms'
          ? 'Codes are sent to your phone by text message.'
          : 'Codes come from your authenticator app.'
        : 'Add a second step to logging in, so a stolen password alone cannot open your account.'}
    </p>
  );
}

/** While off: set up with an authenticator app, or choose text messages. */
function OffActions({ busy, onSetUpApp, onUseSms }: { busy: Busy; onSetUpApp: () => void; onUseSms: () => void }) {
  return (
    <div className="pf-row-actions">
      <button type="button" className="button" aria-busy={busy === 'setup'} onClick={onSetUpApp}>
        {busy === 'setup' ? 'Preparing…' : 'Set up with an authenticator app'}
      </button>
      <button type="button" className="button secondary" onClick={onUseSms}>
        Use text messages
      </button>
    </div>
  );
}

/** While on: new recovery codes, or turn it off. */
function OnActions({ busy, onRegenerate, onTurnOff }: { busy: Busy; onRegenerate: () => void; onTurnOff: () => void }) {
  return (
    <div className="pf-row-actions">
      <button type="button" className="button secondary" aria-busy={busy === 'regenerate'} onClick={onRegenerate}>
        {busy === 'regenerate' ? 'Generating…' : 'Get new recovery codes'}
      </button>
      <button type="button" className="button secondary pf-danger" onClick={onTurnOff}>
        Turn off
      </button>
    </div>
  );
}

/** The dashboard's two-step verification section: turn on (app or SMS), new recovery codes, turn off. */
export default function TwoFactorSettings({ enabled, method, email, phone, siteName }: TwoFactorSettingsProps) {
  const [view, dispatch] = useReducer(nextTwoFactorView, enabled, initialTwoFactorView);
  const [activeMethod, setActiveMethod] = useState(method);
  const { busy, problem, setUpApp, regenerate, disable } = useTwoFactorRequests(dispatch);

  // The password popup asks for a code only while 2FA is on.
  useEffect(() => $twoFactorEnabled.set(twoFactorIsOn(view)), [view]);

  const enabledWith = (chosen: 'app' | 'sms') => (codes: string[]) => {
    setActiveMethod(chosen);
    dispatch({ type: 'enabled', codes });
  };

  return (
    <div className="pf-two-factor" data-view={view.view}>
      <TwoFactorStatus on={twoFactorIsOn(view)} method={activeMethod} />

      {view.view === 'off' && <OffActions busy={busy} onSetUpApp={setUpApp} onUseSms={() => dispatch({ type: 'smsChosen' })} />}

      {view.view === 'scan' && (
        <AppEnrolment
          setup={view}
          onEnabled={enabledWith('app')}
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
          onEnabled={enabledWith('sms')}
          onCancel={() => dispatch({ type: 'setupCancelled' })}
        />
      )}

      {view.view === 'codes' && (
        <RecoveryCodes codes={view.codes} reason={view.reason} email={email} siteName={siteName} onSaved={() => dispatch({ type: 'codesSaved' })} />
      )}

      {view.view === 'on' && <OnActions busy={busy} onRegenerate={regenerate} onTurnOff={() => dispatch({ type: 'disableAsked' })} />}

      {view.view === 'confirmDisable' && <DisablePanel busy={busy === 'disable'} onConfirm={disable} onCancel={() => dispatch({ type: 'disableCancelled' })} />}

      <FormAlert message={problem} />
    </div>
  );
}
