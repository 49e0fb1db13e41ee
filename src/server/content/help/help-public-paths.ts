import type { StoreScope } from '../../stores/index.ts';
import { listContactReasons, listGroupSummaries, listQuestions } from './help-content.ts';
import { HELP_GROUPS_PATH, HELP_PATH, HELP_QUESTIONS_PATH, HELP_REASONS_PATH, helpGroupPath, helpQuestionPath, helpReasonPath } from './help-routes.ts';

/** The help centre's shareable paths, each answer at its one canonical address. */
export async function helpPublicPaths(scope: StoreScope): Promise<string[]> {
  const [groups, questions, reasons] = await Promise.all([listGroupSummaries(scope), listQuestions(scope), listContactReasons(scope)]);
  return [
    HELP_PATH,
    HELP_GROUPS_PATH,
    HELP_QUESTIONS_PATH,
    HELP_REASONS_PATH,
    ...groups.filter((group) => group.questionCount > 0).map((group) => helpGroupPath(group.code)),
    ...questions.map((question) => helpQuestionPath(question.urlName)),
    ...reasons.map((reason) => helpReasonPath(reason.urlName)),
  ];
}
