// The help centre services against a real SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { insertContactReason, insertHelpGroup, insertHelpQuestion, recordHelpfulAnswer } from '../../../src/server/content/help/help-writes.ts';
import { findQuestion, listGroupSummaries, listPopularQuestions, listQuestions } from '../../../src/server/content/help/help-content.ts';
import { loadHelpPage } from '../../../src/server/content/help/help-pages.ts';
import { helpPublicPaths } from '../../../src/server/content/help/help-public-paths.ts';
import type { StoreScope } from '../../../src/server/stores/scope.ts';

let directory: string;
let db: Db;
let shop: StoreScope;
let other: StoreScope;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'printfront-help-'));
  db = (await openDatabase(path.join(directory, 'help.sqlite'))).db;
  // The whole schema: reading a store joins tables of later migrations.
  await migrateToLatest(db);
  const store = (subdomain: string) =>
    createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' });
  shop = { db, division: await store('shop') };
  other = { db, division: await store('other') };
  // Inserted out of order: listings follow position.
  const returns = await insertHelpGroup(shop, { code: 'returns', title: 'Returns', icon: 'recycle', position: 2 });
  const delivery = await insertHelpGroup(shop, { code: 'delivery', title: 'Delivery', icon: 'truck', position: 1 });
  await insertHelpGroup(shop, { code: 'empty', title: 'Empty', position: 3 });
  await insertHelpQuestion(shop, returns, {
    urlName: 'how-do-i-return',
    title: 'How do I return?',
    answer: '<p>Within 30 days.</p>',
    position: 0,
    popular: true,
  });
  await insertHelpQuestion(shop, delivery, { urlName: 'tracking', title: 'Tracking?', answer: '<p>By email.</p>', position: 1 });
  await insertHelpQuestion(shop, delivery, { urlName: 'how-long', title: 'How long?', answer: '<p>2–3 days.</p>', position: 0, popular: true });
  await insertHelpQuestion(shop, delivery, { urlName: 'hidden', title: 'Hidden?', published: false });
  await insertContactReason(shop, { urlName: 'late', title: 'Late order', groupCode: 'delivery', action: { text: 'Email us', href: 'mailto:hi@shop.test' } });
  const elsewhere = await insertHelpGroup(other, { code: 'delivery', title: 'Other delivery' });
  await insertHelpQuestion(other, elsewhere, { urlName: 'how-long', title: 'Other store?' });
});

afterAll(async () => {
  await db?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

describe('help content', () => {
  it('lists groups in order with their published question counts', async () => {
    expect((await listGroupSummaries(shop)).map((group) => [group.code, group.questionCount])).toEqual([
      ['delivery', 2],
      ['returns', 1],
      ['empty', 0],
    ]);
  });
  it('lists published questions by group then position', async () => {
    expect((await listQuestions(shop)).map((question) => question.urlName)).toEqual(['how-long', 'tracking', 'how-do-i-return']);
    expect((await listPopularQuestions(shop)).map((question) => question.urlName)).toEqual(['how-do-i-return', 'how-long']);
  });
  it("finds only this store's published questions", async () => {
    expect((await findQuestion(shop, 'how-long'))?.title).toBe('How long?');
    expect((await findQuestion(other, 'how-long'))?.title).toBe('Other store?');
    expect(await findQuestion(shop, 'hidden')).toBeUndefined();
  });
  it('refuses a contact reason naming a group the store does not have with a 422, writing nothing', async () => {
    const refusal = { status: 422, fieldErrors: { groupCode: ['No help group has that code in this store.'] } };
    await expect(insertContactReason(shop, { urlName: 'x', title: 'X', groupCode: 'nope' })).rejects.toMatchObject(refusal);
    // 'returns' is the shop's group: another store cannot file reasons under it.
    await expect(insertContactReason(other, { urlName: 'x', title: 'X', groupCode: 'returns' })).rejects.toMatchObject(refusal);
    expect(await db.selectFrom('help_contact_reasons').select('url_name').where('url_name', '=', 'x').execute()).toEqual([]);
  });
  it('counts helpful answers on the question of this store only', async () => {
    const question = (await findQuestion(shop, 'how-long'))!;
    await recordHelpfulAnswer(shop, question, 'yes');
    await recordHelpfulAnswer(shop, question, 'yes');
    await recordHelpfulAnswer(shop, question, 'no');
    await recordHelpfulAnswer(other, question, 'no');
    const row = await db.selectFrom('help_questions').select(['helpful_yes', 'helpful_no']).where('id', '=', question.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ helpful_yes: 2, helpful_no: 1 });
  });
});

describe('loadHelpPage', () => {
  const origin = 'https://shop.test';
  it('gives a question page breadcrumbs Home → Help → group → question and an FAQPage', async () => {
    const result = await loadHelpPage(shop, { kind: 'question', urlName: 'how-long' }, origin, 'Shop');
    if (result.kind !== 'page' || result.view.kind !== 'question') throw new Error('expected a question page');
    expect(result.crumbs.map((crumb) => crumb.path)).toEqual(['/', '/help/', '/help/group/delivery/', '/help/question/how-long/']);
    expect(result.canonicalPath).toBe('/help/question/how-long/');
    expect(result.view.siblings.map((question) => question.urlName)).toEqual(['tracking']);
    expect(result.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'FAQPage' }));
  });
  it("hides empty groups from the help home and shows the reason's group questions", async () => {
    const home = await loadHelpPage(shop, { kind: 'home' }, origin, 'Shop');
    if (home.kind !== 'page' || home.view.kind !== 'home') throw new Error('expected the help home');
    expect(home.view.groups.map((group) => group.code)).toEqual(['delivery', 'returns']);
    const reason = await loadHelpPage(shop, { kind: 'reason', urlName: 'late' }, origin, 'Shop');
    if (reason.kind !== 'page' || reason.view.kind !== 'reason') throw new Error('expected a reason page');
    expect(reason.view.questions.map((question) => question.urlName)).toEqual(['how-long', 'tracking']);
  });
  it("does not find unknown questions, groups or reasons, nor another store's", async () => {
    for (const route of [
      { kind: 'question', urlName: 'nope' },
      { kind: 'group', code: 'nope' },
      { kind: 'reason', urlName: 'nope' },
      { kind: 'reason', urlName: 'late' },
    ] as const) {
      const scope = route.kind === 'reason' && route.urlName === 'late' ? other : shop;
      expect((await loadHelpPage(scope, route, origin, 'Shop')).kind).toBe('not-found');
    }
  });
});

describe('helpPublicPaths', () => {
  it('lists the help pages with each answer once, at its canonical address', async () => {
    expect(await helpPublicPaths(shop)).toEqual([
      '/help/',
      '/help/group/',
      '/help/question/',
      '/help/reason/',
      '/help/group/delivery/',
      '/help/group/returns/',
      '/help/question/how-long/',
      '/help/question/tracking/',
      '/help/question/how-do-i-return/',
      '/help/reason/late/',
    ]);
  });
});
