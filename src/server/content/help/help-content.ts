import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { HelpContactReasonTable, HelpGroupTable, HelpQuestionTable } from '../../../platform/db/content-tables.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { ContactReason, HelpGroup, HelpQuestion, MAX_HELP_QUESTIONS, type HelpGroupSummary } from '../../../schemas/help.ts';

// Reading a store's help centre. Groups and reasons are short lists; questions are
// bounded by MAX_HELP_QUESTIONS and read by (group_id, position) or (division_id, popular).

/** More groups or contact reasons than this would not fit a help home anyway. */
const MAX_GROUPS = 50;

export function groupFromRow(row: Selectable<HelpGroupTable>): HelpGroup {
  return HelpGroup.parse({ id: row.id, code: row.code, title: row.title, description: row.description, icon: row.icon, position: row.position });
}

export function questionFromRow(row: Selectable<HelpQuestionTable>): HelpQuestion {
  return HelpQuestion.parse({
    id: row.id,
    groupId: row.group_id,
    urlName: row.url_name,
    title: row.title,
    answer: row.answer_html,
    position: row.position,
    popular: row.popular === 1,
    published: row.published === 1,
    updatedAt: row.updated_at,
  });
}

export function reasonFromRow(row: Selectable<HelpContactReasonTable>): ContactReason {
  return ContactReason.parse({
    id: row.id,
    urlName: row.url_name,
    title: row.title,
    description: row.description,
    body: row.body_html,
    action: fromJson(row.action_json, 'help_contact_reasons.action_json'),
    groupId: row.group_id,
    position: row.position,
  });
}

function publishedQuestions(scope: StoreScope) {
  return scope.db.selectFrom('help_questions').where('help_questions.division_id', '=', scope.division.id).where('help_questions.published', '=', 1);
}

/** The store's groups in order, each with its number of published questions. */
export async function listGroupSummaries(scope: StoreScope): Promise<HelpGroupSummary[]> {
  const [groups, counts] = await Promise.all([
    scope.db.selectFrom('help_groups').selectAll().where('division_id', '=', scope.division.id).orderBy('position').orderBy('id').limit(MAX_GROUPS).execute(),
    publishedQuestions(scope)
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('group_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.group_id, Number(row.count)]));
  return groups.map((row) => ({ ...groupFromRow(row), questionCount: countOf.get(row.id) ?? 0 }));
}

export async function findGroupByCode(scope: StoreScope, code: string): Promise<HelpGroup | undefined> {
  const row = await scope.db.selectFrom('help_groups').selectAll().where('division_id', '=', scope.division.id).where('code', '=', code).executeTakeFirst();
  return row && groupFromRow(row);
}

/** Published questions, in group order then position; only `groupId`'s when given. */
export async function listQuestions(scope: StoreScope, groupId?: number): Promise<HelpQuestion[]> {
  let query = publishedQuestions(scope).innerJoin('help_groups', 'help_groups.id', 'help_questions.group_id').selectAll('help_questions');
  if (groupId !== undefined) query = query.where('help_questions.group_id', '=', groupId);
  const rows = await query
    .orderBy('help_groups.position')
    .orderBy('help_groups.id')
    .orderBy('help_questions.position')
    .orderBy('help_questions.id')
    .limit(MAX_HELP_QUESTIONS)
    .execute();
  return rows.map(questionFromRow);
}

/** The questions marked popular, for the help home. */
export async function listPopularQuestions(scope: StoreScope, limit = 8): Promise<HelpQuestion[]> {
  const rows = await publishedQuestions(scope)
    .selectAll()
    .where('popular', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .limit(Math.min(Math.max(Math.trunc(limit), 1), 24))
    .execute();
  return rows.map(questionFromRow);
}

/** A published question by its address. */
export async function findQuestion(scope: StoreScope, urlName: string): Promise<HelpQuestion | undefined> {
  const row = await publishedQuestions(scope).selectAll().where('url_name', '=', urlName).executeTakeFirst();
  return row && questionFromRow(row);
}

export async function listContactReasons(scope: StoreScope): Promise<ContactReason[]> {
  const rows = await scope.db
    .selectFrom('help_contact_reasons')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .orderBy('position')
    .orderBy('id')
    .limit(MAX_GROUPS)
    .execute();
  return rows.map(reasonFromRow);
}

export async function findContactReason(scope: StoreScope, urlName: string): Promise<ContactReason | undefined> {
  const row = await scope.db
    .selectFrom('help_contact_reasons')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('url_name', '=', urlName)
    .executeTakeFirst();
  return row && reasonFromRow(row);
}
