import { z } from 'zod';
import { safeUrl, text } from './fields.ts';
import { URL_SLUG } from './blog-post.ts';

// /help/{questionName?}/ with children reason/{reasonName?}/, question/{questionName?}/
// and group/{groupCode?}/. A store's help centre is groups of questions plus the reasons a
// shopper may have for getting in touch.

/** /help/{word}/ names a child route for these, so no question may be called by them. */
export const RESERVED_QUESTION_URL_NAMES: readonly string[] = ['reason', 'question', 'group'];

/** Every help listing is bounded; a store with more questions than this shows the first ones. */
export const MAX_HELP_QUESTIONS = 500;

const slug = (max: number) => z.string().trim().min(1).max(max).regex(URL_SLUG, { error: 'Use lower-case letters, digits and dashes.' });

/** A topic of the help centre (Ordering, Sizing, Delivery, Returns…). */
export const HelpGroup = z.object({
  id: z.int(),
  /** The group's address: /help/group/{code}/. */
  code: slug(60),
  /** Shown on its tile and as its page heading. */
  title: text(60).min(1),
  /** One line under the title on the help home. */
  description: text(200).default(''),
  /** Icon of the tile: a name from the storefront's icon set. */
  icon: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/)
    .default('grid'),
  position: z.int().default(0),
});
export type HelpGroup = z.infer<typeof HelpGroup>;

/** A group as the help home lists it, with how many questions it holds. */
export const HelpGroupSummary = HelpGroup.extend({ questionCount: z.int().min(0) });
export type HelpGroupSummary = z.infer<typeof HelpGroupSummary>;

export const QuestionUrlName = slug(120).refine((name) => !RESERVED_QUESTION_URL_NAMES.includes(name), {
  error: 'This address is taken by another help page.',
});

/** One question and its answer. */
export const HelpQuestion = z.object({
  id: z.int(),
  groupId: z.int(),
  /** The question's address: /help/question/{urlName}/ (also /help/{urlName}/). */
  urlName: QuestionUrlName,
  /** The question as a shopper would ask it. */
  title: text(160).min(1),
  /** The answer as HTML (tables allowed, e.g. a size chart); sanitised when rendered. */
  answer: z.string().max(50_000).default(''),
  position: z.int().default(0),
  /** Listed under "Popular questions" on the help home. */
  popular: z.boolean().default(false),
  /** Unpublished questions are hidden from shoppers. */
  published: z.boolean().default(true),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type HelpQuestion = z.infer<typeof HelpQuestion>;

export const NewHelpQuestion = HelpQuestion.omit({ id: true, groupId: true, updatedAt: true });
export type NewHelpQuestion = z.input<typeof NewHelpQuestion>;
export const NewHelpGroup = HelpGroup.omit({ id: true });
export type NewHelpGroup = z.input<typeof NewHelpGroup>;

/** The next step a contact reason offers: start a return, e-mail the store… */
export const ContactAction = z.object({
  text: text(60).min(1),
  /** Through the spec's URL sanitiser: a path, https:, mailto: or tel:. */
  href: safeUrl().pipe(z.string().min(1)),
});
export type ContactAction = z.infer<typeof ContactAction>;

/** Why a shopper is getting in touch, and what helps most for that reason. */
export const ContactReason = z.object({
  id: z.int(),
  /** The reason's address: /help/reason/{urlName}/. */
  urlName: slug(120),
  title: text(100).min(1),
  description: text(240).default(''),
  /** What to include, how long it takes; HTML, sanitised when rendered. */
  body: z.string().max(20_000).default(''),
  action: ContactAction.nullable().default(null),
  /** Questions of this group are offered before anyone writes in. */
  groupId: z.int().nullable().default(null),
  position: z.int().default(0),
});
export type ContactReason = z.infer<typeof ContactReason>;

export const NewContactReason = ContactReason.omit({ id: true, groupId: true }).extend({
  /** The related group by its code. */
  groupCode: z.string().optional(),
});
export type NewContactReason = z.input<typeof NewContactReason>;

/** A "Was this helpful?" answer, from the plain links under every answer. */
export const HelpfulAnswer = z.enum(['yes', 'no']);
export type HelpfulAnswer = z.infer<typeof HelpfulAnswer>;
