import type { StoreScope } from '../scope.ts';
import type { AccountUser } from '../../../schemas/account.ts';
import { findDivisionById } from '../divisions.ts';
import { CHECKLIST_STEPS, type ChecklistStep, type StoreChecklist } from '../checklist/store-checklist.ts';

// The badge-completion gates (sign-up, card, designer, profile, theme, homepage,
// entrepreneur), each computed from what the store and its owner have really done, and
// the store completion checklist they feed on the dashboard home.

export const BADGE_GATES = ['sign-up', 'card', 'designer', 'profile', 'theme', 'homepage', 'entrepreneur'] as const;
export type BadgeGate = (typeof BADGE_GATES)[number];

/** The facts the gates read: one query each, see readGateFacts. */
export interface GateFacts {
  /** The owner confirmed their email and signed the licence. */
  accountComplete: boolean;
  /** A Pro plan is billed to a card, so a Pro store has one on file. */
  isPro: boolean;
  productCount: number;
  /** The store has its own logo and a description for search results and shares. */
  hasLogo: boolean;
  hasDescription: boolean;
  /** The theme is not the one every store starts with, or has the owner's own token changes. */
  themeChosen: boolean;
  /** The homepage was saved from the editor (its edited time is set). */
  homepageEdited: boolean;
  /** Orders that were paid (any status past payment). */
  paidOrderCount: number;
  /** A collection with at least one product in it. */
  hasFilledCollection: boolean;
}

/** Every gate's state from the facts: pure, so its rules are tested on their own. */
export function badgeGates(facts: GateFacts): Record<BadgeGate, boolean> {
  return {
    'sign-up': facts.accountComplete,
    card: facts.isPro,
    designer: facts.productCount > 0,
    profile: facts.hasLogo && facts.hasDescription,
    theme: facts.themeChosen,
    homepage: facts.homepageEdited,
    entrepreneur: facts.paidOrderCount > 0,
  };
}

/** The theme sign-up gives every new store (src/server/accounts/sign-up.ts). */
export const STARTER_THEME = 'teemill';

/** Order statuses before payment: such an order is not yet a sale. */
const UNPAID_STATUSES = ['new', 'to_be_paid', 'quote', 'bespoke_idle', 'cancelled'];

export async function readGateFacts(scope: StoreScope, user: AccountUser): Promise<GateFacts> {
  const { db } = scope;
  const id = scope.division.id;
  // Read afresh: the request's store may be up to a second old (src/platform/front/host-directory.ts).
  const [division = scope.division, products, orders, homepage, filled] = await Promise.all([
    findDivisionById(db, id),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('division_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('division_id', '=', id)
      .where('status', 'not in', UNPAID_STATUSES)
      .executeTakeFirstOrThrow(),
    db.selectFrom('pages').select('edited').where('division_id', '=', id).where('url', '=', '/').executeTakeFirst(),
    db
      .selectFrom('collections')
      .innerJoin('product_collections', 'product_collections.collection_id', 'collections.id')
      .select('collections.id')
      .where('collections.division_id', '=', id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    accountComplete: user.verified && user.eulaSigned,
    isPro: division.isPro,
    productCount: Number(products.count),
    hasLogo: division.logo !== null,
    hasDescription: division.settings.meta.description.trim() !== '',
    themeChosen: division.theme.name !== STARTER_THEME || Object.keys(division.theme.overrides).length > 0,
    homepageEdited: homepage?.edited != null,
    paidOrderCount: Number(orders.count),
    hasFilledCollection: filled !== undefined,
  };
}

/** Where each step of the checklist is done. */
export const CHECKLIST_LINKS: Record<ChecklistStep, { label: string; href: string }> = {
  'sign-up': { label: 'Confirm your email address', href: '/sign-up/verify/' },
  profile: { label: 'Add your logo and a description of your store', href: '/dashboard/store/settings/' },
  theme: { label: 'Choose a theme', href: '/dashboard/store/theme/' },
  homepage: { label: 'Make your homepage your own', href: '/dashboard/store/pages/' },
  collection: { label: 'Fill a collection with products', href: '/dashboard/store/pages/' },
  designer: { label: 'Design your first product', href: '/design-your-own-t-shirt/' },
  card: { label: 'Add a card and go Pro', href: '/teemill-plans/' },
  entrepreneur: { label: 'Make your first sale', href: '/plugins/marketing' },
};

export interface ChecklistProgress {
  steps: { step: ChecklistStep; label: string; href: string; done: boolean }[];
  doneCount: number;
  /** The step to do next, or null when all are done. */
  next: { step: ChecklistStep; label: string; href: string } | null;
}

/**
 * The checklist as the dashboard home shows it: a step is done when the checklist recorded
 * it or the store's real state shows it; the next step is the recorded current step while
 * it is still to do, else the first one left.
 */
export function checklistProgress(
  checklist: StoreChecklist,
  gates: Record<BadgeGate, boolean>,
  facts: Pick<GateFacts, 'hasFilledCollection'>,
): ChecklistProgress {
  const reached = (step: ChecklistStep): boolean => checklist.completed.includes(step) || (step === 'collection' ? facts.hasFilledCollection : gates[step]);
  const steps = CHECKLIST_STEPS.map((step) => ({ step, ...CHECKLIST_LINKS[step], done: reached(step) }));
  const current = steps.find((entry) => entry.step === checklist.currentStep && !entry.done) ?? steps.find((entry) => !entry.done);
  return {
    steps,
    doneCount: steps.filter((entry) => entry.done).length,
    next: current ? { step: current.step, label: current.label, href: current.href } : null,
  };
}
