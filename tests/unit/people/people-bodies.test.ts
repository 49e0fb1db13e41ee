// The back office's people forms check their fields with the validation rules
// (UK phone, url, email, sort code, NI number, 8-digit account number) and their messages.
import { describe, expect, it } from 'vitest';
import { CustomerUpdateBody, PersonalDetailsBody, ProjectSettingsBody, RfidBody, StaffProfileBody, UserAccessBody } from '../../../src/schemas/people.ts';
import { fieldErrors } from '../../../src/lib/validation/index.ts';

const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as { issues: { path: PropertyKey[]; message: string }[] });
};

const personal = {
  nationalInsuranceNumber: 'AB 12 34 56 C',
  bankAccountName: 'Sam Staff',
  bankName: 'Monzo',
  sortCode: '04-00-04',
  bankAccountNumber: '12345678',
};

describe('personal details (UK rules)', () => {
  it('accepts good details and keeps the NI number without spaces, upper case', () => {
    expect(PersonalDetailsBody.parse({ ...personal, nationalInsuranceNumber: 'ab123456c' }).nationalInsuranceNumber).toBe('AB123456C');
    expect(PersonalDetailsBody.parse(personal).nationalInsuranceNumber).toBe('AB123456C');
  });
  it('refuses each bad field with the spec message', () => {
    expect(errorsOf(PersonalDetailsBody, { ...personal, sortCode: '040004' })).toEqual({ sortCode: ['Please enter a valid sort code (NN-NN-NN).'] });
    expect(errorsOf(PersonalDetailsBody, { ...personal, bankAccountNumber: '1234567' })).toEqual({
      bankAccountNumber: ['Please enter a valid 8 digit account number.'],
    });
    expect(errorsOf(PersonalDetailsBody, { ...personal, bankAccountNumber: '123456789' })).toEqual({
      bankAccountNumber: ['Please enter a valid 8 digit account number.'],
    });
    expect(errorsOf(PersonalDetailsBody, { ...personal, nationalInsuranceNumber: 'DA123456A' })).toEqual({
      nationalInsuranceNumber: ['Please enter a valid national insurance number.'],
    });
    expect(errorsOf(PersonalDetailsBody, { ...personal, bankName: '  ' })).toEqual({ bankName: ['This field is required.'] });
    expect(errorsOf(PersonalDetailsBody, {})).toMatchObject({ nationalInsuranceNumber: ['This field is required.'], sortCode: ['This field is required.'] });
  });
});

const customer = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  company: 'Acme',
  jobTitle: 'Buyer',
  phone: '020 7946 0018',
  mobile: '',
  email: 'jo@example.com',
  website: 'https://acme.example',
  social: { instagram: 'acme' },
  potentialValue: 150000,
  notes: '',
  leadStatus: 'qualified',
  services: ['bespoke'],
  industries: ['music'],
  role: 'customer',
};

describe('customer record', () => {
  it('accepts a full record, empty phone and website included', () => {
    expect(CustomerUpdateBody.safeParse(customer).success).toBe(true);
    expect(CustomerUpdateBody.safeParse({ ...customer, phone: '', website: '' }).success).toBe(true);
  });
  it('refuses bad contact details with the spec messages', () => {
    expect(errorsOf(CustomerUpdateBody, { ...customer, phone: '12345' })).toEqual({ phone: ['Please enter a valid UK phone number.'] });
    expect(errorsOf(CustomerUpdateBody, { ...customer, mobile: '+1 555 0100' })).toEqual({ mobile: ['Please enter a valid UK phone number.'] });
    expect(errorsOf(CustomerUpdateBody, { ...customer, email: 'not-an-email' })).toEqual({ email: ['Please enter a valid email address.'] });
    expect(errorsOf(CustomerUpdateBody, { ...customer, website: 'javascript:alert(1)' })).toEqual({ website: ['Please enter a valid url.'] });
    expect(errorsOf(CustomerUpdateBody, { ...customer, social: { twitter: '@me' } })).toEqual({ 'social.twitter': ['Please enter a handle without the @.'] });
  });
  it('takes only the known lead statuses, tags and roles', () => {
    expect(Object.keys(errorsOf(CustomerUpdateBody, { ...customer, leadStatus: 'hot', services: ['knitting'], industries: ['mining'], role: 'boss' }))).toEqual(
      ['leadStatus', 'services.0', 'industries.0', 'role'],
    );
  });
});

describe('staff, badges, projects, access', () => {
  it('normalises colours and refuses bad ones', () => {
    expect(StaffProfileBody.parse({ team: 'factory', reportsTo: null, colour: '#ABC', isLeadership: false }).colour).toBe('#aabbcc');
    expect(errorsOf(StaffProfileBody, { team: 'factory', reportsTo: null, colour: 'green', isLeadership: false })).toEqual({ colour: ['Invalid hex colour'] });
  });
  it('takes badge ids of 4–40 letters, digits or dashes, upper-cased', () => {
    expect(RfidBody.parse({ rfid: 'rfid-0042' }).rfid).toBe('RFID-0042');
    expect(RfidBody.safeParse({ rfid: 'ab' }).success).toBe(false);
    expect(RfidBody.safeParse({ rfid: 'RFID 0042' }).success).toBe(false);
  });
  it('checks project settings and user access', () => {
    const project = {
      isPro: true,
      isVip: false,
      managed: false,
      badges: ['eco'],
      currency: 'GBP',
      paymentInterval: 'monthly',
      betas: [],
      enableBulkStudio: false,
      force2fa: true,
    };
    expect(ProjectSettingsBody.safeParse(project).success).toBe(true);
    expect(ProjectSettingsBody.safeParse({ ...project, paymentInterval: 'weekly' }).success).toBe(false);
    expect(ProjectSettingsBody.safeParse({ ...project, badges: ['Not A Slug'] }).success).toBe(false);
    expect(UserAccessBody.safeParse({ staffRole: null, permissions: ['dashboard.pages'] }).success).toBe(true);
    expect(errorsOf(UserAccessBody, { staffRole: null, permissions: ['root'] })).toEqual({ 'permissions.0': ['Unknown permission.'] });
  });
});
