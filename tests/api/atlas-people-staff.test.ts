// Staff profiles: team, reports to, colour, leadership, RFID badges (unique), and the
// personal details (NI number, sort code, 8-digit account number) checked by the UK rules,
// stored only sealed, shown only to the staff member and to holders of
// atlas.staff.sensitive; everyone else sees "hidden". SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { makeCustomer } from '../support/factories/index.ts';
import { peopleScreens } from '../../src/lib/people-screens.ts';
import { demoOwner, newStaff, seedStaff, seedStaffId, shopper, type Json } from './atlas-people-fixture.ts';
import type { SessionClient } from '../support/session-client.ts';
import { staffByRfid } from '../../src/server/accounts/staff/staff.ts';
import { apiPath } from '../../src/schemas/api.ts';

let staff: SessionClient;
let owner: SessionClient;
let buyer: SessionClient;
let sensitiveId: number;
let member: { id: number; email: string; client: SessionClient };
let colleague: { id: number; email: string; client: SessionClient };

const details = {
  nationalInsuranceNumber: 'AB 12 34 56 C',
  bankAccountName: 'Terry Team',
  bankName: 'Northern Savings',
  sortCode: '40-47-84',
  bankAccountNumber: '73920154',
};
const SECRETS = ['AB123456C', '40-47-84', '73920154', 'Northern Savings'];

beforeAll(async () => {
  [staff, owner, buyer, member, colleague, sensitiveId] = await Promise.all([seedStaff(), demoOwner(), shopper(), newStaff(), newStaff(), seedStaffId()]);
});

const sealedOf = async (id: number) => {
  const { db } = await testDb();
  return (await db.selectFrom('users').select('sealed_personal_json').where('id', '=', id).executeTakeFirstOrThrow()).sealed_personal_json;
};

describe('who may see staff', () => {
  it('refuses the signed out (401), owners and shoppers (403) on every call and screen', async () => {
    expect((await storeRequest('demo', apiPath('people.staff'))).status).toBe(401);
    for (const client of [owner, buyer]) {
      expect((await client.request(apiPath('people.staff'))).status).toBe(403);
      expect((await client.request(apiPath('people.staffMember', { id: member.id }))).status).toBe(403);
      expect(
        (
          await client.request(apiPath('people.updateStaffMember', { id: member.id }), {
            method: 'PATCH',
            json: { team: 'factory', reportsTo: null, colour: '', isLeadership: true },
          })
        ).status,
      ).toBe(403);
      expect((await client.request(apiPath('people.personal', { id: member.id }), { method: 'PUT', json: details })).status).toBe(403);
      expect((await client.post(apiPath('people.addRfid', { id: member.id }), { rfid: 'OWNER-1' })).status).toBe(403);
      expect((await client.request(peopleScreens.staffMember(member.id))).status).toBe(403);
    }
    expect(await sealedOf(member.id)).toBeNull();
  });

  it('lists the staff, and the seeded staff member carries the demo badge', async () => {
    const list = await staff.request<Json>(apiPath('people.staff'));
    expect(list.json.staff.map((entry: Json) => entry.id)).toEqual(expect.arrayContaining([sensitiveId, member.id]));
    const seeded = await staff.request<Json>(apiPath('people.staffMember', { id: sensitiveId }));
    expect(seeded.json.profile.rfids.map((badge: Json) => badge.rfid)).toContain('RFID-0001');
    // What the factory scan field asks: whose badge is this (as the reader types it)?
    expect((await staffByRfid((await testDb()).db, ' rfid-0001 '))?.id).toBe(sensitiveId);
    expect(await staffByRfid((await testDb()).db, 'RFID-9999')).toBeUndefined();
    expect((await staff.request(peopleScreens.staff)).text).toContain(`href="/atlas/staff/${member.id}/"`);
    const shopperRow = await makeCustomer((await testDb()).db);
    expect((await staff.request(apiPath('people.staffMember', { id: shopperRow.id }))).status).toBe(404);
  });
});

describe('profiles', () => {
  it('saves team, manager, colour and leadership', async () => {
    const saved = await staff.request<Json>(apiPath('people.updateStaffMember', { id: member.id }), {
      method: 'PATCH',
      json: { team: 'factory', reportsTo: colleague.id, colour: '#F0A', isLeadership: true },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.profile).toMatchObject({ team: 'factory', reportsTo: colleague.id, reportsToName: 'Terry Team', colour: '#ff00aa', isLeadership: true });
  });

  it('refuses a bad colour, oneself or a non-staff manager, and reporting loops', async () => {
    const patch = (id: number, body: Json) =>
      staff.request<Json>(apiPath('people.updateStaffMember', { id }), { method: 'PATCH', json: { team: null, colour: '', isLeadership: false, ...body } });
    expect((await patch(member.id, { reportsTo: null, colour: 'pink' })).json.errors.colour).toEqual(['Invalid hex colour']);
    expect((await patch(member.id, { reportsTo: member.id })).json.errors.reportsTo).toEqual(['Please choose another staff member.']);
    const customer = await makeCustomer((await testDb()).db);
    expect((await patch(member.id, { reportsTo: customer.id })).status).toBe(422);
    // member reports to colleague: colleague may not report to member.
    expect((await patch(colleague.id, { reportsTo: member.id })).json.errors.reportsTo).toEqual(['Please choose another staff member.']);
    expect((await staff.request<Json>(apiPath('people.staffMember', { id: member.id }))).json.profile.reportsTo).toBe(colleague.id);
  });
});

describe('RFID badges', () => {
  it('adds a badge (upper-cased), refuses one already registered to anyone, and removes it', async () => {
    const rfid = `T-${Date.now().toString(36)}`.toUpperCase();
    const added = await staff.post<Json>(apiPath('people.addRfid', { id: member.id }), { rfid: rfid.toLowerCase() });
    expect(added.status, added.text).toBe(201);
    expect(added.json.rfid.rfid).toBe(rfid);
    for (const [id, badge] of [
      [colleague.id, rfid],
      [member.id, rfid],
      [colleague.id, 'RFID-0001'],
    ] as const) {
      const twice = await staff.post<Json>(apiPath('people.addRfid', { id }), { rfid: badge });
      expect(twice.status).toBe(422);
      expect(twice.json.errors.rfid).toEqual(['This badge is already registered to a staff member.']);
    }
    expect((await staff.post<Json>(apiPath('people.addRfid', { id: member.id }), { rfid: 'x' })).status).toBe(422);
    expect((await staff.post<Json>(apiPath('people.addRfid', { id: 999_999_999 }), { rfid: 'NOBODY-1' })).status).toBe(404);
    expect((await staff.request<Json>(apiPath('people.removeRfid', { id: colleague.id, rfidId: added.json.rfid.id }), { method: 'DELETE' })).status).toBe(404);
    expect((await staff.request(apiPath('people.removeRfid', { id: member.id, rfidId: added.json.rfid.id }), { method: 'DELETE' })).status).toBe(204);
    expect((await staff.request<Json>(apiPath('people.staffMember', { id: member.id }))).json.profile.rfids).toEqual([]);
  });
});

describe('sealed personal details', () => {
  it('refuses bad details with the validation messages and writes nothing', async () => {
    const cases: [Json, string, string][] = [
      [{ sortCode: '404784' }, 'sortCode', 'Please enter a valid sort code (NN-NN-NN).'],
      [{ bankAccountNumber: '7392015' }, 'bankAccountNumber', 'Please enter a valid 8 digit account number.'],
      [{ nationalInsuranceNumber: 'QQ123456C' }, 'nationalInsuranceNumber', 'Please enter a valid national insurance number.'],
      [{ bankName: '' }, 'bankName', 'This field is required.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await member.client.request<Json>(apiPath('people.personal', { id: member.id }), { method: 'PUT', json: { ...details, ...change } });
      expect(response.status, field).toBe(422);
      expect(response.json.errors).toEqual({ [field]: [message] });
    }
    expect(await sealedOf(member.id)).toBeNull();
  });

  it('are stored only sealed: the database holds none of them readable', async () => {
    const saved = await member.client.request<Json>(apiPath('people.personal', { id: member.id }), { method: 'PUT', json: details });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.personal).toEqual({ state: 'shown', details: { ...details, nationalInsuranceNumber: 'AB123456C' } });
    const sealed = (await sealedOf(member.id))!;
    expect(sealed).toMatch(/^v1\./);
    for (const secret of [...SECRETS, 'AB 12 34 56 C', 'Terry Team']) expect(sealed).not.toContain(secret);
  });

  it('shows them to the staff member and to atlas.staff.sensitive holders, "hidden" to other staff', async () => {
    for (const client of [member.client, staff]) {
      const { json } = await client.request<Json>(apiPath('people.staffMember', { id: member.id }));
      expect(json.profile.personal.details.bankAccountNumber).toBe('73920154');
    }
    const hidden = await colleague.client.request<Json>(apiPath('people.staffMember', { id: member.id }));
    expect(hidden.status).toBe(200);
    expect(hidden.json.profile.personal).toEqual({ state: 'hidden' });
    const screen = await colleague.client.request(peopleScreens.staffMember(member.id));
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('Hidden: only this staff member');
    const sealed = (await sealedOf(member.id))!;
    const everywhere = [
      apiPath('people.staff'),
      peopleScreens.staff,
      apiPath('people.customer', { id: member.id }),
      peopleScreens.customer(member.id),
      apiPath('people.user', { id: member.id }),
      peopleScreens.user(member.id),
      apiPath('people.customers', { search: member.email }),
    ];
    for (const response of [hidden, screen, ...(await Promise.all(everywhere.map((path) => colleague.client.request(path))))]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(sealed.split('.')[3]);
      for (const secret of SECRETS) expect(response.text).not.toContain(secret);
    }
    // Nor may they overwrite them.
    const before = await sealedOf(member.id);
    const refused = await colleague.client.request<Json>(apiPath('people.personal', { id: member.id }), {
      method: 'PUT',
      json: { ...details, bankAccountNumber: '11111111' },
    });
    expect(refused.status).toBe(403);
    expect(await sealedOf(member.id)).toBe(before);
    // A staff member's own screen shows their details to them.
    expect((await member.client.request(peopleScreens.staffMember(member.id))).text).toContain('73920154');
  });
});
