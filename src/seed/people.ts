import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { now, toJson } from '../platform/db/json.ts';
import { DEMO_USERS } from './users.ts';

// Demo back-office people: the demo staff member's profile and RFID badge
// (the factory scan station accepts 'RFID-0001'), and a few CRM customers with profiles.

export const DEMO_RFID = 'RFID-0001';

const CUSTOMERS = [
  {
    email: 'jo.bloggs@acme-merch.test',
    firstName: 'Jo',
    lastName: 'Bloggs',
    company: 'Acme Merch',
    jobTitle: 'Head of Brand',
    phone: '020 7946 0018',
    website: 'https://acme-merch.test',
    lead: 'qualified',
    services: ['bulk orders', 'merch stores'],
    industries: ['corporate'],
    value: 1_500_000,
  },
  {
    email: 'ravi@riverside-fc.test',
    firstName: 'Ravi',
    lastName: 'Patel',
    company: 'Riverside FC',
    jobTitle: 'Club secretary',
    phone: '07700 900123',
    website: 'https://riverside-fc.test',
    lead: 'contacted',
    services: ['print on demand'],
    industries: ['sport'],
    value: 400_000,
  },
  {
    email: 'mel@greenleaf.test',
    firstName: 'Mel',
    lastName: 'Green',
    company: 'Greenleaf Charity',
    jobTitle: 'Fundraising lead',
    phone: '',
    website: '',
    lead: 'new',
    services: ['events', 'sustainability'],
    industries: ['charity'],
    value: 250_000,
  },
] as const;

export async function seedDemoPeople(db: Db): Promise<void> {
  const time = now();
  const staff = await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.staff.email).executeTakeFirst();
  if (staff) {
    await db.updateTable('users').set({ team: 'factory', colour: '#2e7d32', is_leadership: 1, staff_role: 'admin' }).where('id', '=', staff.id).execute();
    await db
      .insertInto('staff_rfids')
      .values({ user_id: staff.id, rfid: DEMO_RFID, created_at: time })
      .onConflict((conflict) => conflict.column('rfid').doNothing())
      .execute();
  }
  // Customers never sign in in the demo: one unusable random password for all of them.
  const passwordHash = await hashPassword(`unusable ${Math.random()} ${Date.now()}`);
  for (const customer of CUSTOMERS) {
    if (await db.selectFrom('users').select('id').where('email', '=', customer.email).executeTakeFirst()) continue;
    const user = await db
      .insertInto('users')
      .values({
        email: customer.email,
        password_hash: passwordHash,
        first_name: customer.firstName,
        last_name: customer.lastName,
        status: 0,
        verified_at: time,
        eula_signed_at: null,
        permissions_json: '[]',
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_profiles')
      .values({
        user_id: user.id,
        company: customer.company,
        job_title: customer.jobTitle,
        phone: customer.phone,
        website: customer.website,
        lead_status: customer.lead,
        tags_json: toJson({ services: customer.services, industries: customer.industries }),
        potential_value: customer.value,
        updated_at: time,
      })
      .execute();
  }
}
