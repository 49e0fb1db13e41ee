import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { ContactReason, HelpGroup, HelpGroupSummary, HelpQuestion } from '../../../schemas/help.ts';
import { HelpfulAnswer } from '../../../schemas/help.ts';
import { breadcrumbList, faqPage, type Crumb } from '../../../lib/structured-data.ts';
import { storeCacheVerdict } from '../../../platform/pages/cacheability.ts';
import { listedHead } from '../../../platform/pages/listed-head.ts';
import { NOT_FOUND } from '../../../platform/pages/page-result.ts';
import { answerTeaser } from './answer-text.ts';
import { plainText } from '../../../platform/security/sanitise-html.ts';
import { findContactReason, findQuestion, listContactReasons, listGroupSummaries, listPopularQuestions, listQuestions } from './help-content.ts';
import {
  HELP_GROUPS_PATH,
  HELP_PATH,
  HELP_QUESTIONS_PATH,
  HELP_REASONS_PATH,
  helpGroupPath,
  helpQuestionPath,
  helpReasonPath,
  type HelpRoute,
} from './help-routes.ts';

// What each help route shows, with its breadcrumbs and structured data (FAQPage where
// questions and answers are on the page). Routes stay thin: parse, call this, render.

const HOME: Crumb = { name: 'Home', path: '/' };
const HELP: Crumb = { name: 'Help', path: HELP_PATH };
const CONTACT: Crumb = { name: 'Contact us', path: HELP_REASONS_PATH };

/** Shown in every view's head. */
interface HelpHead {
  title: string;
  description: string;
  /** The one address of this content (/help/x/ and /help/question/x/ share one). */
  canonicalPath: string;
  crumbs: Crumb[];
  jsonLd: unknown[];
}

/** A group with its questions, as browse pages list them. */
export interface GroupWithQuestions {
  group: HelpGroupSummary;
  questions: HelpQuestion[];
}

export type HelpView =
  | { kind: 'home'; groups: HelpGroupSummary[]; popular: HelpQuestion[]; reasons: ContactReason[]; offer: HelpQuestion | undefined }
  | { kind: 'groups'; groups: GroupWithQuestions[] }
  | { kind: 'group'; group: HelpGroupSummary; questions: HelpQuestion[]; groups: HelpGroupSummary[] }
  | { kind: 'questions'; groups: GroupWithQuestions[] }
  | { kind: 'question'; question: HelpQuestion; group: HelpGroupSummary; siblings: HelpQuestion[]; groups: HelpGroupSummary[]; reasons: ContactReason[] }
  | { kind: 'reasons'; reasons: ContactReason[] }
  | { kind: 'reason'; reason: ContactReason; group: HelpGroup | undefined; questions: HelpQuestion[]; reasons: ContactReason[] };

export type HelpPageResult = { kind: 'not-found' } | ({ kind: 'page' } & HelpHead & { view: HelpView });

/** The question the help home features as the free return offer, by its address. */
export const RETURN_OFFER_QUESTION = 'free-return-offer';

function grouped(groups: HelpGroupSummary[], questions: HelpQuestion[]): GroupWithQuestions[] {
  return groups
    .map((group) => ({ group, questions: questions.filter((question) => question.groupId === group.id) }))
    .filter((entry) => entry.questions.length > 0);
}

const faqOf = (questions: HelpQuestion[]) => faqPage(questions.map((question) => ({ question: question.title, answer: plainText(question.answer) })));

const page = (head: HelpHead, view: HelpView): HelpPageResult => ({ kind: 'page', ...head, view });

/** What each view is built from: the store, the page's origin (for breadcrumbs' addresses) and the company's name. */
interface HelpContext {
  scope: StoreScope;
  crumbsLd: (crumbs: Crumb[]) => unknown;
  companyName: string;
}

type RouteOf<K extends HelpRoute['kind']> = Extract<HelpRoute, { kind: K }>;

/** The help home: topics with questions, popular questions, contact reasons and the free return offer. */
async function homePage({ scope, crumbsLd, companyName }: HelpContext): Promise<HelpPageResult> {
  const [groups, popular, reasons, offer] = await Promise.all([
    listGroupSummaries(scope),
    listPopularQuestions(scope),
    listContactReasons(scope),
    findQuestion(scope, RETURN_OFFER_QUESTION),
  ]);
  const crumbs = [HOME, HELP];
  return page(
    {
      title: 'Help centre',
      description: `Answers about ordering, sizing, delivery and returns at ${companyName}, and how to get in touch.`,
      canonicalPath: HELP_PATH,
      crumbs,
      jsonLd: [crumbsLd(crumbs), ...(popular.length > 0 ? [faqOf(popular)] : [])],
    },
    { kind: 'home', groups: groups.filter((group) => group.questionCount > 0), popular, reasons, offer },
  );
}

/** Every topic with its questions: as "Topics", or as "All questions". */
async function browsePage({ scope, crumbsLd, companyName }: HelpContext, kind: 'groups' | 'questions'): Promise<HelpPageResult> {
  const [groups, questions] = await Promise.all([listGroupSummaries(scope), listQuestions(scope)]);
  const all = kind === 'questions';
  const crumbs = [HOME, HELP, { name: all ? 'All questions' : 'Topics', path: all ? HELP_QUESTIONS_PATH : HELP_GROUPS_PATH }];
  return page(
    {
      title: all ? 'All help questions' : 'Help topics',
      description: all ? `Every question answered by the ${companyName} help centre.` : `Browse the ${companyName} help centre by topic.`,
      canonicalPath: all ? HELP_QUESTIONS_PATH : HELP_GROUPS_PATH,
      crumbs,
      jsonLd: [crumbsLd(crumbs)],
    },
    { kind, groups: grouped(groups, questions) },
  );
}

/** One topic and its questions. */
async function groupPage({ scope, crumbsLd, companyName }: HelpContext, route: RouteOf<'group'>): Promise<HelpPageResult> {
  const groups = await listGroupSummaries(scope);
  const group = groups.find((candidate) => candidate.code === route.code);
  if (!group) return { kind: 'not-found' };
  const questions = await listQuestions(scope, group.id);
  const crumbs = [HOME, HELP, { name: group.title, path: helpGroupPath(group.code) }];
  return page(
    {
      title: `${group.title} | Help`,
      description: group.description || `Questions about ${group.title.toLowerCase()} at ${companyName}.`,
      canonicalPath: helpGroupPath(group.code),
      crumbs,
      jsonLd: [crumbsLd(crumbs), ...(questions.length > 0 ? [faqOf(questions)] : [])],
    },
    { kind: 'group', group, questions, groups },
  );
}

/** One question with its answer, the other questions of its topic and the contact reasons. */
async function questionPage({ scope, crumbsLd }: HelpContext, route: RouteOf<'question'>): Promise<HelpPageResult> {
  const question = await findQuestion(scope, route.urlName);
  if (!question) return { kind: 'not-found' };
  const [groups, siblings, reasons] = await Promise.all([listGroupSummaries(scope), listQuestions(scope, question.groupId), listContactReasons(scope)]);
  const group = groups.find((candidate) => candidate.id === question.groupId);
  if (!group) return { kind: 'not-found' };
  const crumbs = [HOME, HELP, { name: group.title, path: helpGroupPath(group.code) }, { name: question.title, path: helpQuestionPath(question.urlName) }];
  return page(
    {
      title: question.title,
      description: answerTeaser(question.answer, 300),
      canonicalPath: helpQuestionPath(question.urlName),
      crumbs,
      jsonLd: [crumbsLd(crumbs), faqOf([question])],
    },
    { kind: 'question', question, group, siblings: siblings.filter((sibling) => sibling.id !== question.id), groups, reasons },
  );
}

/** "Contact us": the reasons to choose from. */
async function reasonsPage({ scope, crumbsLd, companyName }: HelpContext): Promise<HelpPageResult> {
  const reasons = await listContactReasons(scope);
  const crumbs = [HOME, HELP, CONTACT];
  return page(
    {
      title: 'Contact us',
      description: `Get in touch with ${companyName}: choose what it is about and we will point you to the quickest answer.`,
      canonicalPath: HELP_REASONS_PATH,
      crumbs,
      jsonLd: [crumbsLd(crumbs)],
    },
    { kind: 'reasons', reasons },
  );
}

/** One contact reason, with the first questions of its topic and the other reasons. */
async function reasonPage({ scope, crumbsLd, companyName }: HelpContext, route: RouteOf<'reason'>): Promise<HelpPageResult> {
  const reason = await findContactReason(scope, route.urlName);
  if (!reason) return { kind: 'not-found' };
  const [groups, reasons] = await Promise.all([listGroupSummaries(scope), listContactReasons(scope)]);
  const group = reason.groupId === null ? undefined : groups.find((candidate) => candidate.id === reason.groupId);
  const questions = group ? (await listQuestions(scope, group.id)).slice(0, 6) : [];
  const crumbs = [HOME, HELP, CONTACT, { name: reason.title, path: helpReasonPath(reason.urlName) }];
  return page(
    {
      title: `${reason.title} | Contact us`,
      description: reason.description || `Contact ${companyName}: ${reason.title}.`,
      canonicalPath: helpReasonPath(reason.urlName),
      crumbs,
      jsonLd: [crumbsLd(crumbs)],
    },
    { kind: 'reason', reason, group, questions, reasons: reasons.filter((other) => other.id !== reason.id) },
  );
}

/** Loads what `route` shows for the store; unknown questions, groups and reasons are not found. */
export async function loadHelpPage(scope: StoreScope, route: HelpRoute, origin: string, companyName: string): Promise<HelpPageResult> {
  const context: HelpContext = { scope, crumbsLd: (crumbs) => breadcrumbList(crumbs, origin), companyName };
  switch (route.kind) {
    case 'home':
      return homePage(context);
    case 'groups':
    case 'questions':
      return browsePage(context, route.kind);
    case 'group':
      return groupPage(context, route);
    case 'question':
      return questionPage(context, route);
    case 'reasons':
      return reasonsPage(context);
    case 'reason':
      return reasonPage(context, route);
  }
}

export interface HelpPageView {
  view: HelpView;
  /** The "Was this helpful?" answer a question page thanks (?helpful=yes|no). */
  helpful: HelpfulAnswer | undefined;
}

/** The help page at `route` (undefined: an address that names none), with its head; `helpful` is ?helpful=. */
export async function helpPage(
  scope: StoreScope,
  shell: ShellData,
  route: HelpRoute | undefined,
  origin: string,
  helpful: string | null,
): Promise<StorefrontPage<HelpPageView>> {
  const result = route ? await loadHelpPage(scope, route, origin, shell.companyName) : NOT_FOUND;
  if (result.kind === 'not-found') return NOT_FOUND;
  const thanked = HelpfulAnswer.safeParse(helpful);
  const answer = result.view.kind === 'question' && thanked.success ? thanked.data : undefined;
  return {
    kind: 'page',
    view: { view: result.view, helpful: answer },
    head: listedHead(shell, {
      title: result.title,
      description: result.description,
      canonical: origin + result.canonicalPath,
      images: [],
      // The thanks is a per-visitor answer of the same content: never indexed.
      forceNoindex: answer !== undefined,
    }),
    jsonLd: result.jsonLd,
    crumbs: result.crumbs,
    layout: 'standard',
    // The same for every visitor; the ?helpful= response is never shared (the cache skips queries).
    cache: storeCacheVerdict(scope.division),
  };
}
