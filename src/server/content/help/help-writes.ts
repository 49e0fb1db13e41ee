import type { StoreScope } from '../../stores/index.ts';
import { flag, now, toJson } from '../../../platform/db/json.ts';
import {
  NewContactReason,
  NewHelpGroup,
  NewHelpQuestion,
  type ContactReason,
  type HelpfulAnswer,
  type HelpGroup,
  type HelpQuestion,
} from '../../../schemas/help.ts';
import { findGroupByCode, groupFromRow, questionFromRow, reasonFromRow } from './help-content.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// Writing a store's help centre. Callers that change what shoppers see bump the store's
// content version (src/server/stores/content-version.ts) so cached pages are rebuilt.

export async function insertHelpGroup(scope: StoreScope, input: NewHelpGroup): Promise<HelpGroup> {
  const group = NewHelpGroup.parse(input);
  const row = await scope.db
    .insertInto('help_groups')
    .values({
      division_id: scope.division.id,
      code: group.code,
      title: group.title,
      description: group.description,
      icon: group.icon,
      position: group.position,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return groupFromRow(row);
}

/** Adds a question to one of the store's groups. */
export async function insertHelpQuestion(scope: StoreScope, group: Pick<HelpGroup, 'id'>, input: NewHelpQuestion): Promise<HelpQuestion> {
  const question = NewHelpQuestion.parse(input);
  const time = now();
  const row = await scope.db
    .insertInto('help_questions')
    .values({
      division_id: scope.division.id,
      group_id: group.id,
      url_name: question.urlName,
      title: question.title,
      answer_html: question.answer,
      position: question.position,
      popular: flag(question.popular),
      published: flag(question.published),
      created_at: time,
      updated_at: time,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return questionFromRow(row);
}

/**
 * Adds a contact reason; `groupCode`, when given, must name a group of this store. Codes
 * are names within a store, so an unknown one is bad input (422), not another store's data.
 */
export async function insertContactReason(scope: StoreScope, input: NewContactReason): Promise<ContactReason> {
  const { groupCode, ...reason } = NewContactReason.parse(input);
  const group = groupCode === undefined ? undefined : await findGroupByCode(scope, groupCode);
  if (groupCode !== undefined && !group) throw ApiError.validation({ groupCode: ['No help group has that code in this store.'] });
  const row = await scope.db
    .insertInto('help_contact_reasons')
    .values({
      division_id: scope.division.id,
      url_name: reason.urlName,
      title: reason.title,
      description: reason.description,
      body_html: reason.body,
      action_json: toJson(reason.action),
      group_id: group?.id ?? null,
      position: reason.position,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return reasonFromRow(row);
}

/** Counts one "Was this helpful?" answer for the store owner (shoppers never see the counts). */
export async function recordHelpfulAnswer(scope: StoreScope, question: Pick<HelpQuestion, 'id'>, answer: HelpfulAnswer): Promise<void> {
  const query = scope.db.updateTable('help_questions').where('id', '=', question.id).where('division_id', '=', scope.division.id);
  await (answer === 'yes'
    ? query.set((eb) => ({ helpful_yes: eb('helpful_yes', '+', 1) }))
    : query.set((eb) => ({ helpful_no: eb('helpful_no', '+', 1) }))
  ).execute();
}
