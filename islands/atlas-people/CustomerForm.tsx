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
type TextKey = 'firstName' | 'lastName' | 'company' | 'jobTitle' | 'phone' | 'mobile' | 'email' | 'website';
type TagKey = 'services' | 'industries';
type FieldErrors = Record<string, string[]>;

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

/** The form's values, as typed, and the ways to change them. */
function useCustomerValues(customer: Customer) {
  const [form, setForm] = useState<Form>(() => formOf(customer));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const toggle = (key: TagKey, tag: string, on: boolean) =>
    setForm((current) => ({ ...current, [key]: on ? [...current[key], tag] : current[key].filter((entry: string) => entry !== tag) }));
  const setSocial = (network: (typeof SOCIAL_NETWORKS)[number], value: string) =>
    setForm((current) => ({ ...current, social: { ...current.social, [network]: value } }));
  return { form, set, toggle, setSocial };
}

type CustomerValues = ReturnType<typeof useCustomerValues>;

/** One text input of the contact details, with its message. */
function ContactInput({
  name,
  label,
  type = 'text',
  values,
  fieldErrors,
}: {
  name: TextKey;
  label: string;
  type?: string;
  values: CustomerValues;
  fieldErrors: FieldErrors;
}) {
  return (
    <Field id={`customer-${name}`} label={label} error={fieldError(fieldErrors, name)}>
      <input
        id={`customer-${name}`}
        type={type}
        value={values.form[name]}
        aria-invalid={fieldErrors[name] ? true : undefined}
        onChange={(event) => values.set(name, event.currentTarget.value)}
      />
    </Field>
  );
}

/** Names, company, e-mail, phones and website. */
function ContactFields(props: { values: CustomerValues; fieldErrors: FieldErrors }) {
  return (
    <fieldset>
      <legend>Contact</legend>
      <div className="pf-people-grid">
        <ContactInput name="firstName" label="First name" {...props} />
        <ContactInput name="lastName" label="Last name" {...props} />
        <ContactInput name="company" label="Company" {...props} />
        <ContactInput name="jobTitle" label="Job title" {...props} />
        <ContactInput name="email" label="Email" type="email" {...props} />
        <ContactInput name="phone" label="Phone" type="tel" {...props} />
        <ContactInput name="mobile" label="Mobile" type="tel" {...props} />
        <ContactInput name="website" label="Website" type="url" {...props} />
      </div>
    </fieldset>
  );
}

/** A handle for each social network. */
function SocialFields({ values, fieldErrors }: { values: CustomerValues; fieldErrors: FieldErrors }) {
  return (
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
              value={values.form.social[network] ?? ''}
              onChange={(event) => values.setSocial(network, event.currentTarget.value)}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/** A box for each tag of a list, ticked when the customer has it. */
function TagChecks({ legend, name, tags, values }: { legend: string; name: TagKey; tags: readonly string[]; values: CustomerValues }) {
  const chosen: readonly string[] = values.form[name];
  return (
    <fieldset>
      <legend>{legend}</legend>
      {tags.map((tag) => (
        <label key={tag} className="pf-people-check">
          <input type="checkbox" checked={chosen.includes(tag)} onChange={(event) => values.toggle(name, tag, event.currentTarget.checked)} /> {tag}
        </label>
      ))}
    </fieldset>
  );
}

/** Lead status, role, potential value, the services and industries tags, and notes. */
function CrmFields({ values, fieldErrors }: { values: CustomerValues; fieldErrors: FieldErrors }) {
  const { form, set } = values;
  return (
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
      <TagChecks legend="Services" name="services" tags={SERVICE_TAGS} values={values} />
      <TagChecks legend="Industries" name="industries" tags={INDUSTRY_TAGS} values={values} />
      <Field id="customer-notes" label="Notes" error={fieldError(fieldErrors, 'notes')}>
        <textarea id="customer-notes" rows={5} value={form.notes} onChange={(event) => set('notes', event.currentTarget.value)} />
      </Field>
    </fieldset>
  );
}

export default function CustomerForm({ customer }: { customer: Customer }) {
  const values = useCustomerValues(customer);
  const { form } = values;
  const { busy, notice, error, fieldErrors, save, refuse } = useSave();

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

  return (
    <form
      className="pf-people-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ContactFields values={values} fieldErrors={fieldErrors} />
      <SocialFields values={values} fieldErrors={fieldErrors} />
      <CrmFields values={values} fieldErrors={fieldErrors} />
      <Outcome notice={notice} error={error} />
      <p>
        <button type="submit" className="pf-button" disabled={busy}>
          Save customer
        </button>
      </p>
    </form>
  );
}
