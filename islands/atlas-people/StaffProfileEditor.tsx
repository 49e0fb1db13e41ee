import { useState } from 'react';
import type { StaffProfile, StaffRfid, StaffSummary, PersonalView } from '../../src/schemas/people.ts';
import { STAFF_TEAMS, type PersonalDetails } from '../../src/schemas/people.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { Field, Outcome } from './Field.tsx';
import { fieldError, useSave } from './use-save.ts';
import './people.css';
import type { StaffProfileBody } from '../../src/schemas/people.ts';

// A staff member's profile: team, reports to, colour, leadership; their RFID
// badges (the factory scan field knows them by these); and their sealed personal details,
// which only they and staff allowed to (atlas.staff.sensitive) see or change.

function ProfileForm({ profile, staff }: { profile: StaffProfile; staff: StaffSummary[] }) {
  const [team, setTeam] = useState(profile.team ?? '');
  const [reportsTo, setReportsTo] = useState(profile.reportsTo === null ? '' : String(profile.reportsTo));
  const [colour, setColour] = useState(profile.colour ?? '');
  const [isLeadership, setLeadership] = useState(profile.isLeadership);
  const { busy, notice, error, fieldErrors, save } = useSave();
  const submit = () =>
    save(
      'Profile saved.',
      'people.updateStaffMember',
      { id: profile.id },
      { team: (team || null) as StaffProfileBody['team'], reportsTo: reportsTo ? Number(reportsTo) : null, colour, isLeadership },
    );
  return (
    <form
      className="pf-people-form"
      noValidate
      aria-label="Profile"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="pf-people-grid">
        <Field id="staff-team" label="Team" error={fieldError(fieldErrors, 'team')}>
          <select id="staff-team" value={team} onChange={(event) => setTeam(event.currentTarget.value)}>
            <option value="">No team</option>
            {STAFF_TEAMS.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        </Field>
        <Field id="staff-reports-to" label="Reports to" error={fieldError(fieldErrors, 'reportsTo')}>
          <select id="staff-reports-to" value={reportsTo} onChange={(event) => setReportsTo(event.currentTarget.value)}>
            <option value="">Nobody</option>
            {staff
              .filter((member) => member.id !== profile.id)
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
          </select>
        </Field>
        <Field id="staff-colour" label="Colour (#rrggbb)" error={fieldError(fieldErrors, 'colour')}>
          <input id="staff-colour" value={colour} onChange={(event) => setColour(event.currentTarget.value)} />
        </Field>
      </div>
      <label className="pf-people-check">
        <input type="checkbox" checked={isLeadership} onChange={(event) => setLeadership(event.currentTarget.checked)} /> Leadership
      </label>
      <Outcome notice={notice} error={error} />
      <p>
        <button type="submit" className="pf-button" disabled={busy}>
          Save profile
        </button>
      </p>
    </form>
  );
}

function RfidBadges({ staffId, initial }: { staffId: number; initial: StaffRfid[] }) {
  const [rfids, setRfids] = useState(initial);
  const [rfid, setRfid] = useState('');
  const { busy, notice, error, fieldErrors, save } = useSave();
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function add() {
    const saved = await save(`Badge ${rfid.trim().toUpperCase()} added.`, 'people.addRfid', { id: staffId }, { rfid });
    if (saved) {
      setRfids((current) => [...current, saved.rfid]);
      setRfid('');
    }
  }

  async function remove(badge: StaffRfid) {
    setRemoveError(null);
    try {
      await call('people.removeRfid', { id: staffId, rfidId: badge.id });
      setRfids((current) => current.filter((entry) => entry.id !== badge.id));
    } catch (thrown) {
      if (!(thrown instanceof ApiRequestError)) throw thrown;
      setRemoveError(thrown.failure.message);
    }
  }

  return (
    <section aria-labelledby="rfid-title" className="pf-people-form">
      <h2 id="rfid-title">RFID badges</h2>
      {rfids.length === 0 ? (
        <p>No badges yet.</p>
      ) : (
        <ul className="pf-people-list" aria-label="Badges">
          {rfids.map((badge) => (
            <li key={badge.id}>
              <span className="pf-people-mono">{badge.rfid}</span>{' '}
              <button type="button" className="pf-button secondary" onClick={() => void remove(badge)} aria-label={`Remove badge ${badge.rfid}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {removeError && (
        <p className="pf-people-error" role="alert">
          {removeError}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field id="staff-rfid" label="New badge id (scan or type it)" error={fieldError(fieldErrors, 'rfid')}>
          <input id="staff-rfid" className="pf-people-mono" autoComplete="off" value={rfid} onChange={(event) => setRfid(event.currentTarget.value)} />
        </Field>
        <Outcome notice={notice} error={fieldErrors.rfid ? null : error} />
        <p>
          <button type="submit" className="pf-button" disabled={busy}>
            Add badge
          </button>
        </p>
      </form>
    </section>
  );
}

const EMPTY: PersonalDetails = { nationalInsuranceNumber: '', bankAccountName: '', bankName: '', sortCode: '', bankAccountNumber: '' };
const PERSONAL_FIELDS = [
  ['nationalInsuranceNumber', 'National insurance number'],
  ['bankAccountName', 'Bank account name'],
  ['bankName', 'Bank name'],
  ['sortCode', 'Sort code (NN-NN-NN)'],
  ['bankAccountNumber', 'Bank account number'],
] as const;

function PersonalDetailsForm({ staffId, personal }: { staffId: number; personal: PersonalView }) {
  const [form, setForm] = useState<PersonalDetails>(personal.state === 'shown' ? personal.details : EMPTY);
  const { busy, notice, error, fieldErrors, save } = useSave();
  if (personal.state === 'hidden') {
    return (
      <section aria-labelledby="personal-title">
        <h2 id="personal-title">Personal details</h2>
        <p className="pf-people-hidden">Hidden: only this staff member and staff allowed to see personal details can.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="personal-title">
      <h2 id="personal-title">Personal details</h2>
      <p>Kept sealed; shown only to this staff member and staff allowed to see personal details.</p>
      <form
        className="pf-people-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save('Personal details saved.', 'people.personal', { id: staffId }, form);
        }}
      >
        <div className="pf-people-grid">
          {PERSONAL_FIELDS.map(([key, label]) => (
            <Field key={key} id={`personal-${key}`} label={label} error={fieldError(fieldErrors, key)}>
              <input
                id={`personal-${key}`}
                autoComplete="off"
                value={form[key]}
                aria-invalid={fieldErrors[key] ? true : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => ({ ...current, [key]: value }));
                }}
              />
            </Field>
          ))}
        </div>
        <Outcome notice={notice} error={error} />
        <p>
          <button type="submit" className="pf-button" disabled={busy}>
            Save personal details
          </button>
        </p>
      </form>
    </section>
  );
}

export default function StaffProfileEditor({ profile, staff }: { profile: StaffProfile; staff: StaffSummary[] }) {
  return (
    <div className="pf-people-form">
      <ProfileForm profile={profile} staff={staff} />
      <RfidBadges staffId={profile.id} initial={profile.rfids} />
      <PersonalDetailsForm staffId={profile.id} personal={profile.personal} />
    </div>
  );
}
