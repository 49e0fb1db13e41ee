import type { StoreScope } from '../stores/index.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import type { AccountUser } from '../../schemas/account.ts';
import type { Product } from '../../schemas/product.ts';
import { isBlankSku } from '../../schemas/product.ts';
import { ReviewInput } from '../../schemas/review.ts';
import { findProductByUrlName } from './products.ts';
import { findPurchase, REVIEW_MESSAGES, submitReview } from './reviews.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { unlistedPage } from '../../platform/pages/unlisted-page.ts';
import { formText, type FormPost } from '../../platform/pages/form-post.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../platform/pages/page-result.ts';
import { fieldErrors, type FieldErrors } from '../../lib/validation/index.ts';
import { productHref, reviewHref } from '../../lib/catalogue-paths.ts';

// /product/{urlName}/review/: the review form without JavaScript, for verified buyers. A
// posted form (only from a page of this host) is checked like the API call and answered
// with its errors, or a 303 back to the product's reviews.

export type ReviewPageState = 'sign-in' | 'not-bought' | 'reviewed' | 'form' | 'refused';

export interface ReviewPageView {
  product: Product;
  state: ReviewPageState;
  values: { rating?: string | undefined; title?: string | undefined; body?: string | undefined };
  errors: FieldErrors;
  /** A refusal's message (spec-style), shown above the form. */
  message: string | undefined;
  loginHref: string;
}

async function alreadyReviewed(scope: StoreScope, userId: number, productId: number): Promise<boolean> {
  const row = await scope.db
    .selectFrom('reviews')
    .select('id')
    .where('division_id', '=', scope.division.id)
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

async function stateFor(scope: StoreScope, user: AccountUser | null, product: Product): Promise<ReviewPageState> {
  if (!user) return 'sign-in';
  if ((await findPurchase(scope, user.id, product.id)) === undefined) return 'not-bought';
  return (await alreadyReviewed(scope, user.id, product.id)) ? 'reviewed' : 'form';
}

const MESSAGES: Partial<Record<ReviewPageState, string>> = {
  'not-bought': REVIEW_MESSAGES.notBought,
  reviewed: REVIEW_MESSAGES.duplicate,
  refused: 'The form was sent from another site, so nothing was saved.',
};

export async function loadReviewPage(
  scope: StoreScope,
  shell: ShellData,
  user: AccountUser | null,
  post: FormPost | undefined,
  url: URL,
  urlName: string,
): Promise<StorefrontPage<ReviewPageView>> {
  const product = await findProductByUrlName(scope, urlName);
  if (!product || isBlankSku(product.sku)) return NOT_FOUND;
  const path = reviewHref(product);
  const view: ReviewPageView = {
    product,
    state: await stateFor(scope, user, product),
    values: {},
    errors: {},
    message: undefined,
    loginHref: `/login/?redirect_uri=${encodeURIComponent(path)}`,
  };
  let status = view.state === 'form' || view.state === 'sign-in' ? 200 : 403;
  if (post && user && view.state === 'form') {
    const field = (name: string) => formText(post.form, name);
    view.values = { rating: field('rating'), title: field('title'), body: field('body') };
    if (!post.sameHost) {
      view.state = 'refused';
      status = 403;
    } else {
      const parsed = ReviewInput.safeParse(view.values);
      if (!parsed.success) {
        view.errors = fieldErrors(parsed.error);
        status = 422;
      } else {
        try {
          await submitReview(scope, user, product.id, parsed.data);
          return { kind: 'redirect', location: `${productHref(product)}#reviews`, status: 303, headers: PERSONAL_PAGE_HEADERS };
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          view.state = error.kind === 'conflict' ? 'reviewed' : 'not-bought';
          status = error.status;
        }
      }
    }
  }
  view.message = MESSAGES[view.state];
  const head = { title: `Review ${product.name}`, description: `Review ${product.name} from ${shell.companyName}.`, path, loginState: 'logged-in' as const };
  return unlistedPage(shell, url.origin, head, view, { status, headers: PERSONAL_PAGE_HEADERS });
}
