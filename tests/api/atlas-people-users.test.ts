// Users: staff review permission requests (approve adds
// the rights, deny records it; reviewer and time kept; the requester told by mail; decided
// once; never one's own), change a user's staff role, permissions and store roles (never
// their own), and mute/unmute through the existing calls. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, storeRequest, testDb, testStore } from '../support/api.ts';
import { addMember, makeCustomer } from '../support/factories/index.ts';
import { demoOwner, newStaff, seedStaff, seedStaffId, shopper, type Json } from './atlas-people-fixture.ts';
import { peopleScreens } from '../../src/lib/people-screens.ts';
import type { SessionClient } from '../support/session-client.ts';
import { apiPath } from '../../src/schemas/api.ts';

let staff: SessionClient;
let staffId: number;
let owner: SessionClient;
let buyer: SessionClient;
let requester: { id: number; email: string; client: SessionClient };

const REASON = 'I look after the <b>blog</b> now';

async function ask(client: SessionClient, permissions: string): Promise<number> {
  const asked = await client.post<Json>(`/omnis/v3/atlas/permissions/request/${permissions}/`, { reason: REASON });
  expect(asked.status, asked.text).toBe(200);
  const { db } = await testDb();
  return (await db.selectFrom('permission_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

const requestRow = async (id: number) => (await testDb()).db.selectFrom('permission_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const permissionsOf = async (id: number) =>
  JSON.parse(
    (await (await testDb()).db.selectFrom('users').select('permissions_json').where('id', '=', id).executeTakeFirstOrThrow()).permissions_json,
  ) as string[];

beforeAll(async () => {
  [staff, staffId, owner, buyer] = await Promise.all([seedStaff(), seedStaffId(), demoOwner(), shopper()]);
  requester = await makeCustomer((await testDb()).db, { session: true });
});

describe('permission requests', () => {
  it('are reviewed by staff only', async () => {
    const id = await ask(requester.client, 'dashboard.pages');
    expect((await storeRequest('demo', apiPath('people.permissionRequests'))).status).toBe(401);
    for (const client of [owner, buyer, requester.client]) {
      expect((await client.request(apiPath('people.permissionRequests'))).status).toBe(403);
      expect((await client.post(apiPath('people.approveRequest', { requestId: id }))).status).toBe(403);
      expect((await client.post(apiPath('people.denyRequest', { requestId: id }))).status).toBe(403);
      expect((await client.request(peopleScreens.users)).status).toBe(403);
    }
    expect((await requestRow(id)).status).toBe('pending');
    const list = await staff.request<Json>(apiPath('people.permissionRequests'));
    expect(list.json.requests.find((request: Json) => request.id === id)).toMatchObject({
      userId: requester.id,
      email: requester.email,
      permissions: ['dashboard.pages'],
      reason: REASON,
    });
    const screen = await staff.request(peopleScreens.users);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(requester.email);
    expect(screen.text).not.toContain('<b>blog</b>');
  });

  it('approving adds the rights, records the reviewer, mails the requester, and happens once', async () => {
    const id = await ask(requester.client, 'dashboard.themes,dashboard.plugins');
    const approved = await staff.post<Json>(apiPath('people.approveRequest', { requestId: id }));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect(await permissionsOf(requester.id)).toEqual(expect.arrayContaining(['dashboard.themes', 'dashboard.plugins']));
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', reviewed_by: staffId });
    expect(Date.parse(row.reviewed_at!)).toBeGreaterThan(Date.now() - 60_000);
    const mail = await latestMailTo(requester.email);
    expect(mail.subject).toBe('Your permission request was approved');
    expect(mail.text).toContain('dashboard.themes');
    expect((await staff.post<Json>(apiPath('people.approveRequest', { requestId: id }))).status).toBe(409);
    expect((await staff.post<Json>(apiPath('people.denyRequest', { requestId: id }))).status).toBe(409);
    expect((await staff.post(apiPath('people.approveRequest', { requestId: 999_999_999 }))).status).toBe(404);
  });

  it('denying records it, grants nothing and tells the requester why', async () => {
    const id = await ask(requester.client, 'dashboard.billing');
    const denied = await staff.post<Json>(apiPath('people.denyRequest', { requestId: id }), { note: 'Billing stays with the <owner>.' });
    expect(denied.status, denied.text).toBe(200);
    expect(await permissionsOf(requester.id)).not.toContain('dashboard.billing');
    expect(await requestRow(id)).toMatchObject({ status: 'denied', reviewed_by: staffId });
    const mail = await latestMailTo(requester.email);
    expect(mail.subject).toBe('Your permission request was denied');
    expect(mail.html).toContain('Billing stays with the &lt;owner&gt;.');
    expect((await staff.post<Json>(apiPath('people.denyRequest', { requestId: id }), { note: 'x'.repeat(501) })).status).toBe(422);
  });

  it('is never decided by its own requester, nor approved by someone without the rights asked for', async () => {
    const other = await newStaff();
    const id = await ask(other.client, 'atlas.customers');
    expect((await other.client.post<Json>(apiPath('people.approveRequest', { requestId: id }))).status).toBe(403);
    const lesser = await newStaff(['atlas.orders']);
    const refused = await lesser.client.post<Json>(apiPath('people.approveRequest', { requestId: id }));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You can only grant permissions you hold yourself.');
    expect((await requestRow(id)).status).toBe('pending');
    expect(await permissionsOf(other.id)).toEqual(['atlas.orders']);
    expect((await staff.post<Json>(apiPath('people.approveRequest', { requestId: id }))).status).toBe(200);
  });
});

describe('roles and permissions', () => {
  it('every people call refuses owners and shoppers with 403 Permission denied', async () => {
    const target = await newStaff();
    const calls: [string, string][] = [
      ['GET', apiPath('people.user', { id: target.id })],
      ['PATCH', apiPath('people.updateUser', { id: target.id })],
      ['GET', apiPath('people.staffMember', { id: target.id })],
      ['DELETE', apiPath('people.removeRfid', { id: target.id, rfidId: 1 })],
      ['GET', apiPath('people.projects')],
      ['GET', apiPath('people.customers')],
      ['GET', apiPath('people.permissionRequests')],
    ];
    for (const client of [owner, buyer]) {
      for (const [method, path] of calls) {
        const response = await client.request<Json>(path, { method, json: method === 'PATCH' ? { staffRole: 'admin', permissions: [] } : undefined });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.json.message).toBe('Permission denied');
      }
      expect((await client.request(peopleScreens.user(target.id))).status).toBe(403);
    }
    await expect((await testDb()).db.selectFrom('users').select('staff_role').where('id', '=', target.id).executeTakeFirstOrThrow()).resolves.toEqual({
      staff_role: null,
    });
  });

  it('staff set a user’s staff role, permissions and store roles; not their own; owners cannot', async () => {
    const target = await newStaff();
    const demoStore = await testStore('demo');
    const demo = demoStore.division.id;
    await addMember(demoStore, target.id, 'staff');
    const body = { staffRole: 'factory', permissions: ['atlas.factory', 'dashboard.orders'], storeRoles: [{ divisionId: demo, role: 'owner' }] };
    expect((await owner.request(apiPath('people.updateUser', { id: target.id }), { method: 'PATCH', json: body })).status).toBe(403);
    const saved = await staff.request<Json>(apiPath('people.updateUser', { id: target.id }), { method: 'PATCH', json: body });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.user).toMatchObject({
      staffRole: 'factory',
      permissions: ['atlas.factory', 'dashboard.orders'],
      stores: [expect.objectContaining({ divisionId: demo, role: 'owner' })],
    });
    expect(
      (await staff.request<Json>(apiPath('people.updateUser', { id: target.id }), { method: 'PATCH', json: { ...body, permissions: ['root'] } })).json.errors[
        'permissions.0'
      ],
    ).toEqual(['Unknown permission.']);
    expect(
      (
        await staff.request<Json>(apiPath('people.updateUser', { id: target.id }), {
          method: 'PATCH',
          json: { ...body, storeRoles: [{ divisionId: 999_999, role: 'owner' }] },
        })
      ).status,
    ).toBe(422);
    expect(await permissionsOf(target.id)).toEqual(['atlas.factory', 'dashboard.orders']);
    const self = await staff.request<Json>(apiPath('people.updateUser', { id: staffId }), { method: 'PATCH', json: body });
    expect(self.status).toBe(403);
    // Nobody grants a colleague a right they do not hold; taking one away is fine.
    const lesser = await newStaff(['atlas.factory']);
    const grant = await lesser.client.request<Json>(apiPath('people.updateUser', { id: target.id }), {
      method: 'PATCH',
      json: { ...body, permissions: ['atlas.factory', 'dashboard.orders', 'atlas.staff.sensitive'] },
    });
    expect(grant.status).toBe(403);
    expect(grant.json.message).toBe('You can only grant permissions you hold yourself.');
    expect(await permissionsOf(target.id)).toEqual(['atlas.factory', 'dashboard.orders']);
    expect(
      (
        await lesser.client.request<Json>(apiPath('people.updateUser', { id: target.id }), {
          method: 'PATCH',
          json: { ...body, permissions: ['atlas.factory'] },
        })
      ).status,
    ).toBe(200);
    expect(await permissionsOf(target.id)).toEqual(['atlas.factory']);
    expect((await staff.request(peopleScreens.user(target.id))).status).toBe(200);
    expect((await staff.request(apiPath('people.user', { id: 999_999_999 }))).status).toBe(404);
  });

  it('mute and unmute still work through the existing calls, for staff with the right only', async () => {
    const target = await makeCustomer((await testDb()).db);
    const muted = await staff.post<Json>(apiPath('people.mute', { id: target.id }));
    expect(muted.status, muted.text).toBe(200);
    expect((await staff.request<Json>(apiPath('people.user', { id: target.id }))).json.user.mutedAt).toBe(muted.json.mutedAt);
    expect((await staff.post<Json>(apiPath('people.unmute', { id: target.id }))).json.mutedAt).toBeNull();
    const plain = await newStaff([]);
    expect((await plain.client.post(apiPath('people.mute', { id: target.id }))).status).toBe(403);
    expect((await owner.post(apiPath('people.mute', { id: target.id }))).status).toBe(403);
  });
});
