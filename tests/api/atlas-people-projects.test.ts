// Projects: staff read and change every project's settings;
// force2fa sends a member of the project's stores who has no second factor from the store
// dashboard to /dashboard/ to enrol, with a message, and lets them in once enrolled.
// SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { makeOwner, makeStore, uniqueName } from '../support/factories/index.ts';
import { peopleScreens } from '../../src/lib/people-screens.ts';
import { demoOwner, seedStaff, seedStaffId, shopper, type Json } from './atlas-people-fixture.ts';
import type { SessionClient } from '../support/session-client.ts';
import { apiPath } from '../../src/schemas/api.ts';

let staff: SessionClient;
let owner: SessionClient;
let buyer: SessionClient;
let subdomain: string;
let projectId: number;
let divisionId: number;
let member: SessionClient;

const settings = (overrides: Json = {}) => ({
  isPro: false,
  isVip: true,
  managed: false,
  badges: ['eco', 'eco'],
  currency: 'EUR',
  paymentInterval: 'quarterly',
  betas: ['bulk-studio-v2'],
  enableBulkStudio: true,
  force2fa: false,
  ...overrides,
});
const DASHBOARD_PAGE = '/dashboard/store/pages/';

beforeAll(async () => {
  [staff, owner, buyer] = await Promise.all([seedStaff(), demoOwner(), shopper()]);
  const { db } = await testDb();
  subdomain = uniqueName('force2fa');
  const store = await makeStore(db, { subdomain, projectName: `Project ${subdomain}` });
  projectId = store.division.projectId;
  divisionId = store.division.id;
  ({ client: member } = await makeOwner(store, { session: true }));
});

describe('project settings', () => {
  it('are for staff only: 401 signed out, 403 for owners and shoppers, nothing written', async () => {
    expect((await storeRequest('demo', apiPath('people.projects'))).status).toBe(401);
    for (const client of [owner, buyer]) {
      expect((await client.request(apiPath('people.projects'))).status).toBe(403);
      expect((await client.request(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ force2fa: true }) })).status).toBe(
        403,
      );
      expect((await client.request(peopleScreens.projects)).status).toBe(403);
    }
    const { db } = await testDb();
    expect(await db.selectFrom('projects').select(['force_2fa', 'is_vip']).where('id', '=', projectId).executeTakeFirstOrThrow()).toEqual({
      force_2fa: 0,
      is_vip: 0,
    });
  });

  it('staff list every project with its stores and save its settings', async () => {
    const list = await staff.request<Json>(apiPath('people.projects'));
    expect(list.status).toBe(200);
    expect(list.json.projects.find((project: Json) => project.id === projectId)).toMatchObject({
      stores: [subdomain],
      force2fa: false,
      paymentInterval: 'monthly',
    });
    const saved = await staff.request<Json>(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings() });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.project).toMatchObject({
      isPro: false,
      isVip: true,
      badges: ['eco'],
      currency: 'EUR',
      paymentInterval: 'quarterly',
      betas: ['bulk-studio-v2'],
      enableBulkStudio: true,
      force2fa: false,
    });
    const screen = await staff.request(peopleScreens.projects);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`Project ${subdomain}`);
  });

  it('refuses bad settings (422) and unknown projects (404)', async () => {
    expect(
      (await staff.request<Json>(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ paymentInterval: 'weekly' }) })).json
        .errors.paymentInterval,
    ).toEqual(['Please choose one of the options.']);
    expect(
      (await staff.request<Json>(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ badges: ['Not a slug!'] }) })).status,
    ).toBe(422);
    expect(
      (await staff.request<Json>(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ currency: 'XXX' }) })).status,
    ).toBe(422);
    expect((await staff.request(apiPath('people.updateProject', { id: 999_999_999 }), { method: 'PATCH', json: settings() })).status).toBe(404);
  });
});

describe('force2fa', () => {
  it('lets members in while it is off', async () => {
    expect((await member.request(DASHBOARD_PAGE)).status).toBe(200);
  });

  it('sends a member without a second factor to enrol, with a message, once staff turn it on', async () => {
    expect((await staff.request(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ force2fa: true }) })).status).toBe(200);
    for (const path of [DASHBOARD_PAGE, '/dashboard/store/products/', '/plugins/']) {
      const response = await member.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location).toBe('/dashboard/?two-factor=required');
    }
    const enrol = await member.request('/dashboard/?two-factor=required');
    expect(enrol.status).toBe(200);
    expect(enrol.text).toContain('Your organisation requires two-step verification.');
    // The dashboard's calls refuse them too, with the same words.
    const call = await member.request<Json>(apiPath('pages.list', { division: divisionId }));
    expect(call.status).toBe(403);
    expect(call.json.message).toBe('Your organisation requires two-step verification. Please turn it on below to continue to your stores.');
    // Members of other projects are not touched.
    expect((await owner.request(DASHBOARD_PAGE)).status).toBe(200);
  });

  it('lets the member in once they have enrolled, and everyone in once it is off again', async () => {
    const { db } = await testDb();
    const email = await db
      .selectFrom('store_members')
      .innerJoin('users', 'users.id', 'store_members.user_id')
      .innerJoin('divisions', 'divisions.id', 'store_members.division_id')
      .select('users.id')
      .where('divisions.subdomain', '=', subdomain)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ two_factor_method: 'app', two_factor_secret: 'v1.sealed.for.test' }).where('id', '=', email.id).execute();
    expect((await member.request(DASHBOARD_PAGE)).status).toBe(200);
    expect((await member.request(apiPath('pages.list', { division: divisionId }))).status).toBe(200);
    expect((await member.request('/dashboard/?two-factor=required')).text).not.toContain('Your organisation requires two-step verification.');
    await db.updateTable('users').set({ two_factor_method: null, two_factor_secret: null }).where('id', '=', email.id).execute();
    expect((await member.request(DASHBOARD_PAGE)).status).toBe(302);
    expect((await staff.request(apiPath('people.updateProject', { id: projectId }), { method: 'PATCH', json: settings({ force2fa: false }) })).status).toBe(
      200,
    );
    expect((await member.request(DASHBOARD_PAGE)).status).toBe(200);
  });
});

describe('Pro by hand', () => {
  it('needs a reason (422, nothing written), then sets the project and its stores and keeps who and why; off again likewise', async () => {
    const { db } = await testDb();
    const store = await makeStore(db, { subdomain: uniqueName('pro-override'), projectName: 'Pro by hand' });
    const id = store.division.projectId;
    const refused = await staff.request<Json>(apiPath('people.updateProject', { id }), { method: 'PATCH', json: settings({ isPro: true, proReason: '  ' }) });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.proReason).toEqual(["Give a reason for changing Pro: it is kept in the project's history."]);
    expect((await db.selectFrom('projects').select('is_pro').where('id', '=', id).executeTakeFirstOrThrow()).is_pro).toBe(0);
    // Nothing half-written: the other settings of the refused call are not kept either.
    expect((await db.selectFrom('projects').select('is_vip').where('id', '=', id).executeTakeFirstOrThrow()).is_vip).toBe(0);

    const on = await staff.request<Json>(apiPath('people.updateProject', { id }), {
      method: 'PATCH',
      json: settings({ isPro: true, proReason: 'Charity partner: Pro free for a year' }),
    });
    expect(on.status, on.text).toBe(200);
    expect(on.json.project.isPro).toBe(true);
    expect((await db.selectFrom('divisions').select('is_pro').where('id', '=', store.division.id).executeTakeFirstOrThrow()).is_pro).toBe(1);
    // Saving other settings with Pro unchanged needs no reason and logs nothing.
    expect((await staff.request(apiPath('people.updateProject', { id }), { method: 'PATCH', json: settings({ isPro: true, isVip: false }) })).status).toBe(200);
    expect(
      (await staff.request(apiPath('people.updateProject', { id }), { method: 'PATCH', json: settings({ isPro: false, proReason: 'Partnership ended' }) }))
        .status,
    ).toBe(200);
    const history = await db.selectFrom('pro_changes').select(['is_pro', 'source', 'user_id', 'reason']).where('project_id', '=', id).orderBy('id').execute();
    const staffId = await seedStaffId();
    expect(history).toEqual([
      { is_pro: 1, source: 'staff', user_id: staffId, reason: 'Charity partner: Pro free for a year' },
      { is_pro: 0, source: 'staff', user_id: staffId, reason: 'Partnership ended' },
    ]);
    expect((await db.selectFrom('divisions').select('is_pro').where('id', '=', store.division.id).executeTakeFirstOrThrow()).is_pro).toBe(0);
  });
});
