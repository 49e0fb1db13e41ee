// The builder's count call: before the owner confirms a send, the builder asks how many each
// audience reaches now (the team's members, this store's push subscriptions), and only a
// member of this Pro store may ask.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { browserSubscription } from '../support/push-service.ts';
import { SessionClient } from '../support/session-client.ts';
import { addMember, makeCustomer, makeOwner, makeStore, type TestStore } from '../support/factories/index.ts';
import { apiPath } from '../../src/schemas/api.ts';

const SUFFIX = `${Date.now().toString(36)}${process.pid}`;
const SUB = `audience${SUFFIX}`;
const OTHER = `audiencex${SUFFIX}`;
let own: TestStore;
let other: TestStore;
let owner: SessionClient;

const subscribe = (subdomain: string) =>
  new SessionClient(subdomain).post(apiPath('notifications.subscribe'), {
    subscription: browserSubscription(`https://push.example/send/${randomBytes(8).toString('hex')}`).json,
    extras: {},
  });

beforeAll(async () => {
  const { db } = await testDb();
  own = await makeStore(db, { subdomain: SUB, companyName: 'Audience Co', isPro: true, projectIsPro: false });
  other = await makeStore(db, { subdomain: OTHER, companyName: 'Other Audience Co', isPro: true, projectIsPro: false });
  ({ client: owner } = await makeOwner(own, { session: true }));
});

describe('the builder’s audience count', () => {
  it('counts this store’s team and push subscriptions as they are now, never another store’s', async () => {
    const before = await owner.request<{ team: number; subscribers: number }>(apiPath('notifications.audiences'));
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ team: 1, subscribers: 0 });

    expect((await subscribe(SUB)).status).toBe(201);
    expect((await subscribe(SUB)).status).toBe(201);
    expect((await subscribe(OTHER)).status).toBe(201);
    const { db } = await testDb();
    const staff = await makeCustomer(db);
    await addMember(own, staff.id, 'staff');

    const after = await owner.request<{ team: number; subscribers: number }>(apiPath('notifications.audiences'));
    expect(after.json).toEqual({ team: 2, subscribers: 2 });
  });

  it('is only for signed-in members of this Pro store', async () => {
    expect((await new SessionClient(SUB).request(apiPath('notifications.audiences'))).status).toBe(401);
    const stranger = (await makeOwner(other, { session: SUB })).client;
    const refused = await stranger.request<{ message: string }>(apiPath('notifications.audiences'));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Oops... Looks like you're trying to access a page from another store");
  });
});
