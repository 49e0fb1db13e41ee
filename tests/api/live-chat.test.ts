// Live chat — the token, transfer, group and group-status calls, our own
// chat service (chats, transcripts, availability, the staff queues) and its Server-Sent Events,
// with every store's chats reachable only by their own visitor (and staff). Both databases
// (TEST_DB); on PostgreSQL a line written through another connection reaches a listener, and
// the server's event stream, through NOTIFY.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { openEventStream } from '../support/event-stream.ts';
import { SessionClient } from '../support/session-client.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import { ChatHub, CHAT_CHANNEL } from '../../src/server/engagement/live-chat/hub.ts';
import { CHAT_LINE_LIMIT, CHAT_START_LIMIT, CHAT_TOKEN_LIMIT, takeChatLine, takeChatStart } from '../../src/server/engagement/live-chat/limits.ts';
import { ApiError } from '../../src/platform/errors/api-error.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;
let db: Db;
let staff: SessionClient;
let staffId: number;

/** A visitor: their own cookies (for XSRF) and a live-chat token. */
async function visitor(host = 'demo') {
  const client = new SessionClient(host);
  const response = await client.request<Json>(apiPath('liveChat.token'));
  expect(response.status, response.text).toBe(200);
  const token = response.json!.token as string;
  const call = <T = Json>(path: string, json?: unknown, method?: string) =>
    client.request<T>(path, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      ...(json === undefined ? {} : { json }),
      headers: { [LIVE_CHAT_TOKEN_HEADER]: token },
    });
  return { client, token, call };
}

async function startChat(host = 'demo', group = 3, message = 'Hello, is my order on its way?') {
  const who = await visitor(host);
  const response = await who.call(apiPath('liveChat.start'), { group_id: group, name: 'Ada', message });
  expect(response.status, response.text).toBe(201);
  return { ...who, chat: response.json!.chat as Json };
}

/** An open event stream on the API run's server. */
const openEvents = (host: string, path: string, headers: Record<string, string> = {}) => openEventStream(testServer().port, host, path, { headers });

beforeAll(async () => {
  ({ db } = await testDb());
  staff = new SessionClient('demo');
  expect((await staff.login('staff@printfront.test', 'demo-staff-2026')).status).toBe(200);
  staffId = (await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow()).id;
});
// Every request here comes from one address: each test starts with that address's chat and
// token allowances unused (the limits' own tests below use them up on purpose).
beforeEach(async () => {
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('key', 'like', 'live-chat-start:%'), eb('key', 'like', 'live-chat-token:%')]))
    .execute();
});
afterAll(async () => {
  await db.deleteFrom('rate_limits').where('key', 'like', 'live-chat-%').execute();
  await db.deleteFrom('live_chat_availability').where('staff_user_id', '=', staffId).execute();
});

describe('GET /omnis/v3/live-chat/token', () => {
  it('gives each visitor a token of their own, stored only as a hash', async () => {
    const first = await storeRequest<Json>('demo', apiPath('liveChat.token'));
    const second = await storeRequest<Json>('demo', apiPath('liveChat.token'));
    expect(first.status).toBe(200);
    expect(first.json!.token).toMatch(/^[\w-]{32}$/);
    expect(second.json!.token).not.toBe(first.json!.token);
    expect(first.headers['cache-control']).toBe('no-store');
    const stored = await db.selectFrom('live_chat_visitors').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(first.json!.token);
  });
});

describe('GET /omnis/v3/live-chat/group/{groupId}/status and staff availability', () => {
  it('is offline until a staff member takes the group, then online; the other groups stay as they were', async () => {
    await db.deleteFrom('live_chat_availability').execute();
    expect((await storeRequest<Json>('demo', apiPath('liveChat.groupStatus', { groupId: 4 }))).json).toEqual({ group: 4, online: false });
    const set = await staff.post<Json>(apiPath('liveChat.availability'), { group_id: 4, online: true });
    expect(set.status, set.text).toBe(200);
    expect(set.json!.availability).toMatchObject({ 4: true, 1: false });
    expect((await storeRequest<Json>('north', apiPath('liveChat.groupStatus', { groupId: 4 }))).json).toEqual({ group: 4, online: true });
    expect((await storeRequest<Json>('demo', apiPath('liveChat.groupStatus', { groupId: 1 }))).json).toEqual({ group: 1, online: false });
    await staff.post(apiPath('liveChat.availability'), { group_id: 4, online: false });
    expect((await storeRequest<Json>('demo', apiPath('liveChat.groupStatus', { groupId: 4 }))).json!.online).toBe(false);
  });
  it('answers 404 for a group that is not one of the named groups (general, pro, integrations, support, studio)', async () => {
    expect((await storeRequest('demo', apiPath('liveChat.groupStatus', { groupId: 7 }))).status).toBe(404);
    expect((await storeRequest('demo', '/omnis/v3/live-chat/group/abc/status')).status).toBe(404);
  });
  it('lets only internal staff set availability', async () => {
    const shopper = new SessionClient('demo');
    expect((await shopper.post(apiPath('liveChat.availability'), { group_id: 1, online: true })).status).toBe(401);
    expect((await shopper.login('shopper@demo.test', 'demo-shopper-2026')).status).toBe(200);
    expect((await shopper.post(apiPath('liveChat.availability'), { group_id: 1, online: true })).status).toBe(403);
    expect((await staff.post<Json>(apiPath('liveChat.availability'), { group_id: 9, online: true })).status).toBe(422);
  });
});

describe('a chat, its transcript and transfer', () => {
  it('starts queued in its group with the first line, and reads back only for its own visitor', async () => {
    const { chat, call } = await startChat('demo', 3);
    expect(chat).toMatchObject({ group: 3, status: 'queued', visitorName: 'Ada' });
    const read = await call(apiPath('liveChat.chat', { chatId: chat.id }));
    expect(read.status).toBe(200);
    expect(read.json!.messages).toEqual([expect.objectContaining({ author: 'visitor', body: 'Hello, is my order on its way?' })]);

    const stranger = await visitor('demo');
    expect((await stranger.call(apiPath('liveChat.chat', { chatId: chat.id }))).status).toBe(404);
    expect((await stranger.call(apiPath('liveChat.group', { chatId: chat.id }))).status).toBe(404);
    expect((await stranger.call(apiPath('liveChat.transfer', { chatId: chat.id }), { group_id: 1 })).status).toBe(404);
    expect((await storeRequest('demo', apiPath('liveChat.chat', { chatId: chat.id }))).status).toBe(401);
    // Another store's token is no token here; nor is this store's chat reachable from another store.
    const elsewhere = await visitor('north');
    expect((await elsewhere.call(apiPath('liveChat.chat', { chatId: chat.id }))).status).toBe(404);
    const northTokenHere = await storeRequest('demo', apiPath('liveChat.chat', { chatId: chat.id }), {
      headers: { [LIVE_CHAT_TOKEN_HEADER]: elsewhere.token },
    });
    expect(northTokenHere.status).toBe(401);
  });

  it('refuses a bad start with the validation messages and writes nothing', async () => {
    const who = await visitor('demo');
    const before = await db.selectFrom('live_chats').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const empty = await who.call<Json>(apiPath('liveChat.start'), { group_id: 3, message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.json!.message).toBe('This field is required.');
    expect((await who.call(apiPath('liveChat.start'), { group_id: 12, message: 'hi' })).status).toBe(422);
    expect((await who.call(apiPath('liveChat.start'), { group_id: 3, message: 'x'.repeat(1001) })).status).toBe(422);
    expect((await storeRequest('demo', apiPath('liveChat.start'), { method: 'POST', json: { group_id: 3, message: 'hi' } })).status).toBe(403);
    const after = await db.selectFrom('live_chats').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is taken by staff, answered, transferred (the transfer and group calls), and ended with the transcript kept', async () => {
    const { chat, call } = await startChat('demo', 3, 'Can I change my size?');
    const queues = await staff.request<Json>(apiPath('liveChat.queues'));
    expect(queues.status).toBe(200);
    const support = queues.json!.queues.find((queue: Json) => queue.group === 3);
    expect(support.queued.map((entry: Json) => entry.id)).toContain(chat.id);
    expect(support.queued.find((entry: Json) => entry.id === chat.id)).toMatchObject({ storeName: expect.any(String), lastMessage: 'Can I change my size?' });

    expect((await staff.post<Json>(apiPath('liveChat.accept', { chatId: chat.id }))).json!.chat).toMatchObject({ status: 'chatting', staffUserId: staffId });
    expect((await staff.post(apiPath('liveChat.accept', { chatId: chat.id }))).status).toBe(409);
    expect((await staff.post(apiPath('liveChat.message', { chatId: chat.id }), { body: 'Of course — which size?' })).status).toBe(201);
    expect((await call(apiPath('liveChat.message', { chatId: chat.id }), { body: 'Large please' })).status).toBe(201);

    expect((await call<Json>(apiPath('liveChat.group', { chatId: chat.id }))).json).toEqual({ group: 3 });
    const moved = await call<Json>(apiPath('liveChat.transfer', { chatId: chat.id }), { group_id: 4 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json!.chat).toMatchObject({ group: 4, status: 'queued', staffUserId: null });
    expect((await call<Json>(apiPath('liveChat.group', { chatId: chat.id }))).json).toEqual({ group: 4 });
    expect((await call(apiPath('liveChat.transfer', { chatId: chat.id }), { group_id: 'studio' })).status).toBe(422);
    // Staff transfer too.
    expect((await staff.post<Json>(apiPath('liveChat.transfer', { chatId: chat.id }), { group_id: 2 })).json!.chat.group).toBe(2);

    expect((await call<Json>(apiPath('liveChat.end', { chatId: chat.id }), {})).json!.chat.status).toBe('ended');
    expect((await call(apiPath('liveChat.message', { chatId: chat.id }), { body: 'one more' })).status).toBe(409);
    const transcript = (await staff.request<Json>(apiPath('liveChat.chat', { chatId: chat.id }))).json!.messages.map(
      (line: Json) => `${line.author}: ${line.body}`,
    );
    expect(transcript).toEqual([
      'visitor: Can I change my size?',
      'staff: Of course — which size?',
      'visitor: Large please',
      'system: Transferred to Studio.',
      'system: Transferred to Integrations.',
      'system: The chat has ended.',
    ]);
    const open = (await staff.request<Json>(apiPath('liveChat.queues'))).json!.queues.flatMap((queue: Json) => [...queue.queued, ...queue.chatting]);
    expect(open.map((entry: Json) => entry.id)).not.toContain(chat.id);
  });
});

describe('abuse limits', () => {
  it('lets one address start 5 chats an hour on a store: the sixth is a 429 with a clear message, and nothing is written', async () => {
    for (let started = 0; started < CHAT_START_LIMIT.max; started++) await startChat('demo', 3, `Question ${started + 1}`);
    const who = await visitor('demo');
    const refused = await who.call<Json>(apiPath('liveChat.start'), { group_id: 3, name: 'Ada', message: 'One more?' });
    expect(refused.status).toBe(429);
    expect(refused.json!.message).toMatch(/^You have started too many chats\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const written = await db.selectFrom('live_chat_messages').select('id').where('body', '=', 'One more?').execute();
    expect(written).toEqual([]);
    // Another store counts on its own.
    expect((await startChat('north', 3)).chat.status).toBe('queued');
  });

  it('lets a visitor send 20 lines a minute into a chat; the 21st is a 429, and staff lines are never counted', async () => {
    const { chat, call } = await startChat('demo', 3, 'First line');
    for (let line = 1; line <= CHAT_LINE_LIMIT.max; line++) {
      const sent = await call(apiPath('liveChat.message', { chatId: chat.id }), { body: `line ${line}` });
      expect(sent.status, sent.text).toBe(201);
    }
    const refused = await call<Json>(apiPath('liveChat.message', { chatId: chat.id }), { body: 'flood' });
    expect(refused.status).toBe(429);
    expect(refused.json!.message).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let line = 1; line <= 3; line++)
      expect((await staff.post(apiPath('liveChat.message', { chatId: chat.id }), { body: `staff ${line}` })).status).toBe(201);
    const transcript = (await staff.request<Json>(apiPath('liveChat.chat', { chatId: chat.id }))).json!.messages as Json[];
    expect(transcript.filter((line) => line.author === 'visitor')).toHaveLength(1 + CHAT_LINE_LIMIT.max);
    expect(transcript.map((line) => line.body)).not.toContain('flood');
    // The visitor's other chat is not held back by this one.
    const other = await startChat('demo', 3, 'Another chat');
    expect((await other.call(apiPath('liveChat.message', { chatId: other.chat.id }), { body: 'still here' })).status).toBe(201);
  });

  it('gives one address 20 visitor tokens an hour on a store: the 21st is a 429, and no row is written for it', async () => {
    for (let taken = 0; taken < CHAT_TOKEN_LIMIT.max; taken++) expect((await storeRequest('demo', apiPath('liveChat.token'))).status).toBe(200);
    const before = await db.selectFrom('live_chat_visitors').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const refused = await storeRequest<Json>('demo', apiPath('liveChat.token'));
    expect(refused.status).toBe(429);
    expect(refused.json!.message).toMatch(/^You have started too many chats\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = await db.selectFrom('live_chat_visitors').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await storeRequest('north', apiPath('liveChat.token'))).status).toBe(200);
  });

  it('keeps fixed windows in the database: refused until the window ends, then allowed again (controlled clock)', async () => {
    const divisionId = (await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    const address = `limit-test-${randomUUID()}`;
    const start = new Date('2026-11-26T10:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const refusal = (attempt: Promise<void>) =>
      attempt.then(
        () => undefined,
        (error: unknown) => error as ApiError,
      );

    for (let started = 0; started < CHAT_START_LIMIT.max; started++) await takeChatStart(db, divisionId, address, at(started * 60_000));
    const late = await refusal(takeChatStart(db, divisionId, address, at(CHAT_START_LIMIT.windowMs - 1000)));
    expect(late).toBeInstanceOf(ApiError);
    expect(late).toMatchObject({ status: 429, message: 'You have started too many chats. Please try again in 1 second.', headers: { 'retry-after': '1' } });
    expect(await refusal(takeChatStart(db, divisionId, address, at(CHAT_START_LIMIT.windowMs)))).toBeUndefined();

    const chatId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    for (let line = 0; line < CHAT_LINE_LIMIT.max; line++) await takeChatLine(db, chatId, at(line * 1000));
    const flood = await refusal(takeChatLine(db, chatId, at(30_000)));
    expect(flood).toMatchObject({
      status: 429,
      message: 'You are sending messages too quickly. Please wait 30 seconds and try again.',
      headers: { 'retry-after': '30' },
    });
    expect(await refusal(takeChatLine(db, chatId, at(CHAT_LINE_LIMIT.windowMs)))).toBeUndefined();
    await db
      .deleteFrom('rate_limits')
      .where('key', 'in', [`live-chat-start:${divisionId}:${address}`, `live-chat-line:${chatId}`])
      .execute();
  });
});

describe('Server-Sent Events', () => {
  it("deliver a chat's lines to its visitor as they are written, and resume after Last-Event-ID", async () => {
    const { chat, token, call } = await startChat('demo', 1, 'First line');
    const stream = openEvents('demo', `${apiPath('liveChat.events', { chatId: chat.id })}?token=${encodeURIComponent(token)}`);
    try {
      const first = await stream.next((event) => event.event === 'message');
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      expect(first.data).toMatchObject({ author: 'visitor', body: 'First line' });
      expect((await staff.post(apiPath('liveChat.accept', { chatId: chat.id }))).status).toBe(200);
      await stream.next((event) => event.event === 'chat' && event.data.status === 'chatting');
      expect((await staff.post(apiPath('liveChat.message', { chatId: chat.id }), { body: 'Hello from the team' })).status).toBe(201);
      const reply = await stream.next((event) => event.event === 'message' && event.data.body === 'Hello from the team');
      expect(reply.data.author).toBe('staff');
      expect(reply.id).toBe(String(reply.data.id));

      await call(apiPath('liveChat.message', { chatId: chat.id }), { body: 'Thanks!' });
      const resumed = openEvents('demo', `${apiPath('liveChat.events', { chatId: chat.id })}?token=${encodeURIComponent(token)}`, {
        'last-event-id': reply.id!,
      });
      try {
        await resumed.next((event) => event.event === 'message' && event.data.body === 'Thanks!');
        expect(resumed.events.filter((event) => event.event === 'message').map((event) => event.data.body)).toEqual(['Thanks!']);
      } finally {
        resumed.close();
      }
    } finally {
      stream.close();
    }
  });

  it("refuse another visitor's stream", async () => {
    const { chat } = await startChat('demo', 1);
    const stranger = await visitor('demo');
    const stream = openEvents('demo', `${apiPath('liveChat.events', { chatId: chat.id })}?token=${encodeURIComponent(stranger.token)}`);
    await expect.poll(() => stream.status).toBe(404);
    stream.close();
  });

  it('tell the staff console of a new chat in its queues', async () => {
    const stream = openEvents('demo', apiPath('liveChat.staffEvents'), { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') });
    try {
      await stream.next((event) => event.event === 'queues');
      const { chat } = await startChat('demo', 2, 'About the API');
      const seen = await stream.next(
        (event) => event.event === 'queues' && event.data.some((queue: Json) => queue.queued.some((entry: Json) => entry.id === chat.id)),
      );
      expect(seen.data.find((queue: Json) => queue.group === 2).queued.at(-1)).toMatchObject({ id: chat.id, lastMessage: 'About the API' });
    } finally {
      stream.close();
    }
    const shopper = openEvents('demo', apiPath('liveChat.staffEvents'));
    await expect.poll(() => shopper.status).toBe(401);
    shopper.close();
  });
});

describe.runIf(testServer().db === 'postgres')('fan-out across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a line written through another connection reaches a listener, and the server’s stream, through NOTIFY', async () => {
    const { chat, token } = await startChat('demo', 3, 'Across instances');
    // A second "instance": a hub of its own, on its own LISTEN connection.
    const hub = new ChatHub('postgres', testServer().databaseUrl);
    const heard: number[] = [];
    const unsubscribe = await hub.subscribe((chatId) => heard.push(chatId));
    const stream = openEvents('demo', `${apiPath('liveChat.events', { chatId: chat.id })}?token=${encodeURIComponent(token)}`);
    try {
      await stream.next((event) => event.event === 'message');
      // Written by hand as another instance would (its own connection, NOTIFY at commit): PostgreSQL's delivery is what is checked.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('live_chat_messages')
          .values({ chat_id: chat.id, author: 'staff', staff_user_id: staffId, body: 'From the other instance', created_at: new Date().toISOString() })
          .execute();
        await sql`select pg_notify(${CHAT_CHANNEL}, ${String(chat.id)})`.execute(trx);
        // Not before commit.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard).not.toContain(chat.id);
      });
      await expect.poll(() => heard).toContain(chat.id);
      await stream.next((event) => event.event === 'message' && event.data.body === 'From the other instance');
    } finally {
      stream.close();
      unsubscribe();
      await hub.stop();
    }
  });
});
