import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { BESPOKE_FLOW, groupIndex, orderStatus } from '../../../lib/order-flows/index.ts';
import { MAX_QUOTE_LINES, type QuoteView } from '../../../schemas/quotes.ts';
import { quotePagePath } from '../../../lib/quote-pages.ts';
import { compactLines, type QuoteBody } from './quote-body.ts';
import { createQuote, type QuoteRequester } from './create-quote.ts';
import { approveMockup, authoriseTerms, givePurchaseOrder, updateQuote } from './customer-actions.ts';
import { findQuoteByHash, quoteView } from './find-quote.ts';
import { quoteProducts } from './quote-products.ts';
import { formValues, quoteFormView, quoteValues, type QuoteFormView } from './quote-form.ts';

// /get-a-quote/ and /advanced-quote/{order?}/ (standard layout), working without JavaScript:
// the forms post to their own page, which acts (the same services as the API calls) and
// answers with a 303 to the quote's page (a refresh never acts twice), or draws the form
// again with the validation messages beside the fields.

const REFUSED_FORM: FieldErrors = { [ROOT_FIELD]: ['The form was sent from another site, so nothing was done.'] };

export interface GetAQuoteView {
  form: QuoteFormView;
}

export interface FlowGroup {
  names: string[];
  state: 'done' | 'current' | 'todo';
}

export interface AdvancedQuoteView {
  /** The form: a new quote, or the customer's own while it can change. */
  form: QuoteFormView | null;
  quote: QuoteView | null;
  flow: FlowGroup[];
  /** What just happened (after a 303). */
  notice: string | null;
  /** A refused step's message. */
  errors: FieldErrors;
  payHref: string | null;
}

/**
 * A form posted to a quote page: refused when another site sent it (the CSRF rule for plain
 * forms), else its body, or the refusal of a body that could not be read (too large, not a form).
 */
export type QuotePost = { sameHost: false } | { sameHost: true; body: QuoteBody | ApiError };

type Outcome = { kind: 'done'; location: string } | { kind: 'again'; status: number; errors: FieldErrors; fields: Record<string, string>; addLine?: boolean };

/** Runs a form's action; a refusal is drawn on the form again (its status, its messages). */
async function act(post: QuotePost, run: (body: QuoteBody) => Promise<string>): Promise<Outcome> {
  if (!post.sameHost) return { kind: 'again', status: 403, errors: REFUSED_FORM, fields: {} };
  const { body } = post;
  if (body instanceof ApiError) return { kind: 'again', status: body.status, errors: body.fieldErrors ?? { [ROOT_FIELD]: [body.message] }, fields: {} };
  const fields = compactLines(body.fields);
  if (body.fields.intent === 'add-line') return { kind: 'again', status: 200, errors: {}, fields, addLine: true };
  try {
    return { kind: 'done', location: await run(body) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { kind: 'again', status: error.status, errors: error.fieldErrors ?? { [ROOT_FIELD]: [error.message] }, fields };
  }
}

const lineCountOf = (outcome: Outcome | undefined, fallback: number) => {
  if (outcome?.kind !== 'again') return fallback;
  const used = Math.max(0, ...Object.keys(outcome.fields).map((key) => Number(/^lines\.(\d+)\./.exec(key)?.[1] ?? -1) + 1));
  return Math.min(MAX_QUOTE_LINES, Math.max(used, 1) + (outcome.addLine ? 1 : 0));
};

const redirect = (location: string): StorefrontPage<never> => ({ kind: 'redirect', location, status: 303, headers: PERSONAL_PAGE_HEADERS });

export async function loadGetAQuotePage(
  scope: StoreScope,
  shell: ShellData,
  post: QuotePost | undefined,
  url: URL,
  requester: QuoteRequester,
): Promise<StorefrontPage<GetAQuoteView>> {
  const outcome = post ? await act(post, async (body) => `${quotePagePath((await createQuote(scope, body, requester)).hash)}?done=sent`) : undefined;
  if (outcome?.kind === 'done') return redirect(outcome.location);
  const form = quoteFormView(await quoteProducts(scope), {
    values: outcome ? formValues(outcome.fields) : {},
    errors: outcome?.errors,
    advanced: false,
    action: '/get-a-quote/',
    submitLabel: 'Request a quote',
  });
  const head = {
    title: 'Get a quote',
    description: `Ask ${shell.companyName} for a quote on a bulk or bespoke order.`,
    path: '/get-a-quote/',
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, url.origin, head, { form }, { status: outcome?.status ?? 200, headers: PERSONAL_PAGE_HEADERS });
}

/** The bespoke flow's groups, each done, current or still to come for `status`. */
export function flowGroups(status: string): FlowGroup[] {
  const at = groupIndex('bespoke', status);
  return BESPOKE_FLOW.map((group, index) => ({
    names: group.map((code) => orderStatus(code)?.name ?? code),
    state: index < at ? 'done' : index === at ? 'current' : 'todo',
  }));
}

const NOTICES: Record<string, string> = {
  sent: 'Thank you: we have your quote request and have sent you an email with the link to this page.',
  updated: 'Your quote has been updated.',
  authorised: 'Thank you: you have authorised the terms. We will send you a mockup to approve.',
  approved: 'Thank you: you have approved the mockup. The last step is payment or a purchase-order number.',
  po: 'Thank you: we have your purchase-order number. Your order goes into production.',
};

export async function loadAdvancedQuotePage(
  scope: StoreScope,
  shell: ShellData,
  post: QuotePost | undefined,
  url: URL,
  hash: string | undefined,
  requester: QuoteRequester,
): Promise<StorefrontPage<AdvancedQuoteView>> {
  const products = await quoteProducts(scope);
  const head = (title: string, path: string) => ({
    title,
    description: `Ask ${shell.companyName} for a quote with several lines and options.`,
    path,
    loginState: 'everyone' as const,
  });
  if (!hash) {
    const outcome = post ? await act(post, async (body) => `${quotePagePath((await createQuote(scope, body, requester)).hash)}?done=sent`) : undefined;
    if (outcome?.kind === 'done') return redirect(outcome.location);
    const form = quoteFormView(products, {
      values: outcome ? formValues(outcome.fields) : {},
      errors: outcome?.errors,
      lineCount: lineCountOf(outcome, 3),
      advanced: true,
      action: '/advanced-quote/',
      submitLabel: 'Request a quote',
    });
    const view: AdvancedQuoteView = { form, quote: null, flow: [], notice: null, errors: {}, payHref: null };
    return unlistedPage(shell, url.origin, head('Advanced quote', '/advanced-quote/'), view, {
      status: outcome?.status ?? 200,
      headers: PERSONAL_PAGE_HEADERS,
    });
  }

  const found = await findQuoteByHash(scope, hash);
  if (!found) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const page = quotePagePath(hash);
  const context = { origin: requester.origin, userId: requester.userId };
  const outcome = post
    ? await act(post, async (body) => {
        const intent = body.fields.intent;
        if (intent === 'authorise') await authoriseTerms(scope, hash, context);
        else if (intent === 'approve') await approveMockup(scope, hash, context);
        else if (intent === 'purchase-order') await givePurchaseOrder(scope, hash, body.fields, context);
        else await updateQuote(scope, hash, body, requester);
        const done = intent === 'authorise' ? 'authorised' : intent === 'approve' ? 'approved' : intent === 'purchase-order' ? 'po' : 'updated';
        return `${page}?done=${done}`;
      })
    : undefined;
  if (outcome?.kind === 'done') return redirect(outcome.location);
  const current = (await findQuoteByHash(scope, hash)) ?? found;
  const quote = quoteView(current);
  const editing = quote.step === 'edit';
  const form = editing
    ? quoteFormView(products, {
        values: outcome?.fields && Object.keys(outcome.fields).length > 0 ? formValues(outcome.fields) : quoteValues(quote),
        errors: outcome?.errors,
        lineCount: lineCountOf(outcome, quote.lines.length),
        advanced: true,
        action: page,
        submitLabel: 'Save changes',
        artworkCount: quote.artwork.length,
      })
    : null;
  const view: AdvancedQuoteView = {
    form,
    quote,
    flow: flowGroups(quote.status),
    notice: NOTICES[url.searchParams.get('done') ?? ''] ?? null,
    errors: editing ? {} : (outcome?.errors ?? {}),
    payHref: quote.step === 'pay-or-po' ? `/pay/${quote.uuid}/` : null,
  };
  // The address holds the order's secret: the canonical path leaves it out.
  return unlistedPage(shell, url.origin, head(`Your bespoke order`, '/advanced-quote/'), view, {
    status: outcome?.status ?? 200,
    headers: PERSONAL_PAGE_HEADERS,
  });
}
