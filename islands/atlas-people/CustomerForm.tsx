import { useState } from 'react';
import type { Customer } from '../../src/schemas/people.ts';
import { CUSTOMER_ROLES, INDUSTRY_TAGS, LEAD_STATUSES, SERVICE_TAGS } from '../../src/lib/after-sale/crm.ts';
import { CustomerUpdateBody, SOCIAL_NETWORKS } from '../../src/schemas/people.ts';
import { fieldErrors as issuesByField } from '../../src/lib/validation/field-errors.ts';
import { Field, Outcome } from './Field.tsx';
import { fieldError, useSave } from './use-save.ts';
import './people.css';

// Staff edit a customer's CRM record: names, contact
// details, lead status, tags, potential value, notes and role. The server checks every
// field with the validation catalogue's rules; its messages show under the fields.

type Form = Omit<CustomerUpdateBody, 'potentialValue'> & { potentialValue: string };

function formOf(customer: Customer): Form {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    jobTitle: customer.jobTitle,
    phone: customer.phone,
    mobile: customer.mobile,
    email: customer.email,
    website: customer.website === '#' ? '' : customer.website,
    social: { ...customer.social },
    potentialValue: (customer.potentialValue / 100).toFixed(2),
    notes: customer.notes,
    leadStatus: customer.leadStatus as Form['leadStatus'],
    services: customer.services as Form['services'],
    industries: customer.industries as Form['industries'],
    role: customer.role as Form['role'],
  };
}

export default function CustomerForm({ customer }: { customer: Customer }) {
  const [form, setForm] = useState<Form>(() => formOf(customer));
  const { busy, notice, error, fieldErrors, save, refuse } = useSave();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const toggle = (key: 'services' | 'industries', tag: string, on: boolean) =>
    setForm((current) => ({ ...current, [key]: on ? [...current[key], tag] : current[key].filter((entry: string) => entry !== tag) }));

  async function submit() {
    const pounds = Number(form.potentialValue);
    if (Number.isFinite(pounds)) {
      await save('Customer saved.', 'people.updateCustomer', { id: customer.id }, { ...form, potentialValue: Math.round(pounds * 100) });
      return;
    }
    // Text that is no number is checked here with the API's own schema, the value as typed:
    // every field shows the message the API would answer with.
    const checked = CustomerUpdateBody.safeParse(form);
    if (checked.error) refuse(issuesByField(checked.error));
  }

  const text = (key: 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'phone' | 'mobile' | 'email' | 'website', label: string, type = 'text') => (
    <Field id={`customer-${key}`} label={label} error={fieldError(fieldErrors, key)}>
      <input
        id={`customer-${key}`}
        type={type}
        value={form[key]}
        aria-invalid={fieldErrors[key] ? true : undefined}
        onChange={(event) => set(key, event.currentTarget.value)}
      />
    </Field>
  );

  return (
    <form
      className="pf-people-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>Contact</legend>
        <div className="pf-people-grid">
          {text('firstName', 'First name')}
          {text('lastName', 'Last name')}
          {text('company', 'Company')}
          {text('jobTitle', 'Job title')}
          {text('email', 'Email', 'email')}
          {text('phone', 'Phone', 'tel')}
          {text('mobile', 'Mobile', 'tel')}
          {text('website', 'Website', 'url')}
        </div>
      </fieldset>
      <fieldset>
        <legend>Social</legend>
        <div className="pf-people-grid">
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              id={`customer-social-${network}`}
              label={network[0]!.toUpperCase() + network.slice(1)}
              error={fieldError(fieldErrors, `social.${network}`)}
            >
              <input
                id={`customer-social-${network}`}
                value={form.social[network] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => ({ ...current, social: { ...current.social, [network]: value } }));
                }}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>CRM</legend>
        <div className="pf-people-grid">
          <Field id="customer-lead-status" label="Lead status" error={fieldError(fieldErrors, 'leadStatus')}>
            <select id="customer-lead-status" value={form.leadStatus} onChange={(event) => set('leadStatus', event.currentTarget.value as Form['leadStatus'])}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </Field>
          <Field id="customer-role" label="Role" error={fieldError(fieldErrors, 'role')}>
            <select id="customer-role" value={form.role} onChange={(event) => set('role', event.currentTarget.value as Form['role'])}>
              {CUSTOMER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </Field>
          <Field id="customer-potential" label="Potential value (£ a year)" error={fieldError(fieldErrors, 'potentialValue')}>
            <input
              id="customer-potential"
              inputMode="decimal"
              value={form.potentialValue}
              onChange={(event) => set('potentialValue', event.currentTarget.value)}
            />
          </Field>
        </div>
        <fieldset>
          <legend>Services</legend>
          {SERVICE_TAGS.map((tag) => (
            <label key={tag} className="pf-people-check">
              <input type="checkbox" checked={form.services.includes(tag)} onChange={(event) => toggle('services', tag, event.currentTarget.checked)} /> {tag}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Industries</legend>
          {INDUSTRY_TAGS.map((tag) => (
            <label key={tag} className="pf-people-check">
              <input type="checkbox" checked={form.industries.includes(tag)} onChange={(event) => toggle('industries', tag, event.currentTarget.checked)} />{' '}
              {tag}
            </label>
          ))}
        </fieldset>
        <Field id="customer-notes" label="Notes" error={fieldError(fieldErrors, 'notes')}>
          <textarea id="customer-notes" rows={5} value={form.notes} onChange={(event) => set('notes', event.currentTarget.value)} />
        </Field>
      </fieldset>
      <Outcome notice={notice} error={error} />
      <p>
        <button type="submit" className="pf-button" disabled={busy}>
          Save customer
        </button>
      </p>
    </form>
  );
}
