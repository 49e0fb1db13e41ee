import { useState } from 'react';
import type { ProjectSettings } from '../../src/schemas/people.ts';
import { PAYMENT_INTERVALS, type ProjectSettingsBody } from '../../src/schemas/people.ts';
import { CURRENCY_CODES } from '../../src/lib/currencies.ts';
import { Field, Outcome } from './Field.tsx';
import { fieldError, useSave } from './use-save.ts';
import './people.css';

// Projects and their settings: pro, VIP, managed, badges,
// currency, payment interval, betas, bulk studio and force2fa (members must turn on
// two-step verification before they reach the dashboard).

const FLAGS = [
  ['isPro', 'Pro'],
  ['isVip', 'VIP'],
  ['managed', 'Managed'],
  ['enableBulkStudio', 'Bulk studio'],
  ['force2fa', 'Force two-step verification'],
] as const;

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The first message about a list field or any of its entries (`badges`, `badges.0`…), if any. */
const listError = (errors: Record<string, string[]>, field: string): string | undefined =>
  Object.entries(errors).find(([key]) => key.startsWith(field))?.[1][0];

/** One project's settings being edited: the flags and choices, the two lists as typed, and the call that saves them. */
function useProjectForm(project: ProjectSettings, onSaved: (project: ProjectSettings) => void) {
  const [form, setForm] = useState<ProjectSettingsBody>(() => ({ ...project }));
  const [badges, setBadges] = useState(project.badges.join(', '));
  const [betas, setBetas] = useState(project.betas.join(', '));
  const [proReason, setProReason] = useState('');
  const { busy, notice, error, fieldErrors, save } = useSave();
  const change = <K extends keyof ProjectSettingsBody>(key: K, value: ProjectSettingsBody[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit() {
    const body: ProjectSettingsBody = {
      isPro: form.isPro,
      isVip: form.isVip,
      managed: form.managed,
      badges: list(badges),
      currency: form.currency,
      paymentInterval: form.paymentInterval,
      betas: list(betas),
      enableBulkStudio: form.enableBulkStudio,
      force2fa: form.force2fa,
      ...(form.isPro !== project.isPro ? { proReason } : {}),
    };
    const saved = await save(`${project.name} saved.`, 'people.updateProject', { id: project.id }, body);
    if (saved) {
      setProReason('');
      onSaved(saved.project);
    }
  }

  return { form, change, badges, setBadges, betas, setBetas, proReason, setProReason, busy, notice, error, fieldErrors, submit };
}

type ProjectFormState = ReturnType<typeof useProjectForm>;

function ProjectForm({ project, onSaved }: { project: ProjectSettings; onSaved: (project: ProjectSettings) => void }) {
  const state = useProjectForm(project, onSaved);
  return (
    <form
      className="pf-people-form"
      noValidate
      aria-label={`Settings of ${project.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void state.submit();
      }}
    >
      <ProjectFlags state={state} />
      {state.form.isPro !== project.isPro && <ProReason state={state} id={`project-${project.id}-pro-reason`} />}
      <ProjectChoices state={state} id={(name) => `project-${project.id}-${name}`} />
      <Outcome notice={state.notice} error={state.error} />
      <p>
        <button type="submit" className="pf-button" disabled={state.busy}>
          Save {project.name}
        </button>
      </p>
    </form>
  );
}

/** The project's on/off settings, a checkbox each. */
function ProjectFlags({ state: { form, change } }: { state: ProjectFormState }) {
  return (
    <div className="pf-people-grid">
      {FLAGS.map(([key, label]) => (
        <label key={key} className="pf-people-check">
          <input type="checkbox" checked={form[key]} onChange={(event) => change(key, event.currentTarget.checked)} /> {label}
        </label>
      ))}
    </div>
  );
}

/**
 * Pro follows the project's subscription; turning it on or off by hand is an override, kept
 * in the project's history with who made it and this reason.
 */
function ProReason({ state, id }: { state: ProjectFormState; id: string }) {
  return (
    <Field id={id} label={state.form.isPro ? 'Why turn Pro on by hand?' : 'Why turn Pro off by hand?'} error={fieldError(state.fieldErrors, 'proReason')}>
      <input id={id} value={state.proReason} maxLength={300} required onChange={(event) => state.setProReason(event.currentTarget.value)} />
    </Field>
  );
}

/** The currency and payment interval to pick, and the badges and betas typed as comma-separated lists. */
function ProjectChoices({ state, id }: { state: ProjectFormState; id: (name: string) => string }) {
  const { form, change, badges, setBadges, betas, setBetas, fieldErrors } = state;
  return (
    <div className="pf-people-grid">
      <Field id={id('currency')} label="Currency" error={fieldError(fieldErrors, 'currency')}>
        <select id={id('currency')} value={form.currency} onChange={(event) => change('currency', event.currentTarget.value)}>
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('interval')} label="Payment interval" error={fieldError(fieldErrors, 'paymentInterval')}>
        <select
          id={id('interval')}
          value={form.paymentInterval}
          onChange={(event) => change('paymentInterval', event.currentTarget.value as ProjectSettingsBody['paymentInterval'])}
        >
          {PAYMENT_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {interval}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('badges')} label="Badges (comma separated)" error={listError(fieldErrors, 'badges')}>
        <input id={id('badges')} value={badges} onChange={(event) => setBadges(event.currentTarget.value)} />
      </Field>
      <Field id={id('betas')} label="Betas (comma separated)" error={listError(fieldErrors, 'betas')}>
        <input id={id('betas')} value={betas} onChange={(event) => setBetas(event.currentTarget.value)} />
      </Field>
    </div>
  );
}

export default function ProjectsEditor({ projects: initial }: { projects: ProjectSettings[] }) {
  const [projects, setProjects] = useState(initial);
  const [open, setOpen] = useState<number | null>(null);
  if (projects.length === 0) return <p>There are no projects yet.</p>;
  return (
    <table className="pf-people-table">
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">Stores</th>
          <th scope="col">Settings</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.id} data-project-id={project.id}>
            <td>{project.name}</td>
            <td>{project.stores.join(', ') || '—'}</td>
            <td>
              {open === project.id ? (
                <ProjectForm project={project} onSaved={(saved) => setProjects((current) => current.map((entry) => (entry.id === saved.id ? saved : entry)))} />
              ) : (
                <>
                  <span>
                    {[
                      project.isPro && 'Pro',
                      project.isVip && 'VIP',
                      project.managed && 'Managed',
                      project.force2fa && '2FA required',
                      project.currency,
                      project.paymentInterval,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>{' '}
                  <button type="button" className="pf-button secondary" onClick={() => setOpen(project.id)} aria-label={`Edit ${project.name}`}>
                    Edit
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
