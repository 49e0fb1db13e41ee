import { URL_SLUG } from '../../../schemas/blog-post.ts';

// /help/{questionName?}/ with children reason/{reasonName?}/, question/{questionName?}/
// and group/{groupCode?}/. One parser turns the path after /help/ into what to show.

export type HelpRoute =
  | { kind: 'home' }
  | { kind: 'question'; urlName: string }
  | { kind: 'questions' }
  | { kind: 'group'; code: string }
  | { kind: 'groups' }
  | { kind: 'reason'; urlName: string }
  | { kind: 'reasons' };

const CHILDREN = { question: 'question', group: 'group', reason: 'reason' } as const;

/**
 * The route for the part of the path after /help/ ("" or undefined for /help/ itself).
 * Anything else — more segments, characters no address of ours uses — is undefined,
 * which the page answers with the not-found page.
 */
export function parseHelpPath(rest: string | undefined): HelpRoute | undefined {
  const segments = (rest ?? '').split('/').filter((segment) => segment !== '');
  if (segments.length > 2 || segments.some((segment) => segment.length > 120 || !URL_SLUG.test(segment))) return undefined;
  const [first, second] = segments;
  if (first === undefined) return { kind: 'home' };
  if (second === undefined) {
    if (first === CHILDREN.question) return { kind: 'questions' };
    if (first === CHILDREN.group) return { kind: 'groups' };
    if (first === CHILDREN.reason) return { kind: 'reasons' };
    return { kind: 'question', urlName: first };
  }
  if (first === CHILDREN.question) return { kind: 'question', urlName: second };
  if (first === CHILDREN.group) return { kind: 'group', code: second };
  if (first === CHILDREN.reason) return { kind: 'reason', urlName: second };
  return undefined;
}

export const HELP_PATH = '/help/';
export const helpQuestionPath = (urlName: string): string => `/help/question/${urlName}/`;
export const helpGroupPath = (code: string): string => `/help/group/${code}/`;
export const helpReasonPath = (urlName: string): string => `/help/reason/${urlName}/`;
export const HELP_QUESTIONS_PATH = '/help/question/';
export const HELP_GROUPS_PATH = '/help/group/';
export const HELP_REASONS_PATH = '/help/reason/';
