import { useState, type FormEvent } from 'react';
import type { ComingSoonBody } from '../../src/schemas/store-settings.ts';
import TextField from '../account/fields/TextField.tsx';
import SectionFooter from './SectionFooter.tsx';
import { useSettingsCall } from './use-settings-call.ts';
import { confirm } from '../popups/confirm.ts';

/** Password protection: only visitors who know the password, and internal staff, get in. */
export function PasswordSettings({ division, protectedNow }: { division: number; protectedNow: boolean }) {
  const [isProtected, setProtected] = useState(protectedNow);
  const [password, setPassword] = useState('');
  const call = useSettingsCall();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await call.run('Password set: visitors need it to enter.', 'settings.storePassword', { division }, { password });
    if (done) {
      setProtected(true);
      setPassword('');
    }
  };
  const clear = async () => {
    if (
      !(await confirm({
        title: 'Remove the password',
        message: 'Anyone will be able to visit your store.',
        confirmText: 'Remove password',
        cancelText: 'Cancel',
      }))
    )
      return;
    if (await call.run('Password removed: your store is open to everyone.', 'settings.removeStorePassword', { division })) setProtected(false);
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="password-title">
      <h2 id="password-title">Password protection</h2>
      <p>{isProtected ? 'Your store is password protected.' : 'Your store is open to everyone.'}</p>
      <TextField
        label={isProtected ? 'New password' : 'Password'}
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={call.fieldErrors.password}
      />
      <SectionFooter call={call} label={isProtected ? 'Change password' : 'Set password'} />
      {isProtected && (
        <button type="button" className="button button-secondary" onClick={() => void clear()}>
          Remove password
        </button>
      )}
    </form>
  );
}

/** The coming-soon page: while on, visitors see the countdown to launchAt instead of the store. */
export function ComingSoonSettings({ division, initial }: { division: number; initial: ComingSoonBody }) {
  const [soon, setSoon] = useState(initial);
  const call = useSettingsCall();
  // <input type="datetime-local"> speaks local time without a zone; the API stores ISO with its offset.
  const localValue = soon.launchAt ? toLocalInput(soon.launchAt) : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void call.run('Coming-soon settings saved.', 'settings.comingSoon', { division }, soon);
  };
  return (
    <form className="pf-form" noValidate onSubmit={onSubmit} aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">Coming soon</h2>
      <label className="pf-check">
        <input type="checkbox" checked={soon.enabled} onChange={(event) => setSoon({ ...soon, enabled: event.target.checked })} />
        <span>Show a coming-soon page instead of the store</span>
      </label>
      <TextField
        label="Title"
        name="title"
        value={soon.title}
        onChange={(title) => setSoon({ ...soon, title })}
        maxLength={120}
        error={call.fieldErrors.title}
      />
      <TextField
        label="Message"
        name="message"
        value={soon.message}
        onChange={(message) => setSoon({ ...soon, message })}
        maxLength={500}
        error={call.fieldErrors.message}
      />
      <div className="pf-field">
        <label htmlFor="coming-soon-date">Launch date</label>
        <input
          id="coming-soon-date"
          type="datetime-local"
          value={localValue}
          onChange={(event) => setSoon({ ...soon, launchAt: event.target.value ? new Date(event.target.value).toISOString() : null })}
        />
        {call.fieldErrors.launchAt && <p className="pf-field-error">{call.fieldErrors.launchAt}</p>}
      </div>
      <SectionFooter call={call} />
    </form>
  );
}

function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
