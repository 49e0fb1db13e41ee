import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { Identity } from '../../../lib/identity.ts';
import { isInternal } from '../../../lib/identity.ts';
import { atlasScreen, type AtlasView } from '../../../platform/pages/atlas-screen.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { firstMessage, fieldErrors } from '../../../lib/validation/index.ts';
import { REMILL_ATLAS_PATH } from '../../../lib/remill-calls.ts';
import { ReceiveInput } from '../../../schemas/remill.ts';
import { receiveReturnOffer } from './receive-offer.ts';
import { listReturnOffers, offerQuery, type OfferList } from './list-offers.ts';
import { shopOriginFrom } from './shop-origin.ts';

/** The parcel just received (after the form's redirect), as the screen confirms it. */
export interface ReceivedNotice {
  labelCode: string;
  email: string;
  storeName: string;
  couponCode: string;
  /** It had been received before: no second coupon was made. */
  again: boolean;
}

export interface RemillScreenView {
  list: OfferList;
  received: ReceivedNotice | null;
  /** Why the typed or scanned code was refused, with the value to correct. */
  error: { message: string; code: string } | null;
}

const HEAD = { title: 'Free returns', description: 'Parcels sent with free returns labels: receive them to send the single-use coupon.' };

async function noticeOf(scope: StoreScope, url: URL): Promise<ReceivedNotice | null> {
  const code = url.searchParams.get('received');
  if (!code) return null;
  const offer = await scope.db
    .selectFrom('return_offers')
    .innerJoin('divisions', 'divisions.id', 'return_offers.division_id')
    .select(['return_offers.label_code', 'return_offers.email', 'return_offers.coupon_code', 'divisions.company_name'])
    .where('return_offers.label_code', '=', code)
    .where('return_offers.status', '=', 'received')
    .executeTakeFirst();
  if (!offer?.coupon_code) return null;
  return {
    labelCode: offer.label_code,
    email: offer.email,
    storeName: offer.company_name,
    couponCode: offer.coupon_code,
    again: url.searchParams.get('again') === '1',
  };
}

/** Reads the posted form and receives the parcel; a refusal comes back as the form's error. */
async function receiveFromForm(
  scope: StoreScope,
  form: FormData | undefined,
  url: URL,
  userId: number,
): Promise<{ redirect: string } | { error: { message: string; code: string }; status: number }> {
  const code = formText(form, 'code')?.slice(0, 40) ?? '';
  const parsed = ReceiveInput.safeParse({ code });
  if (!parsed.success) return { error: { message: firstMessage(fieldErrors(parsed.error)) ?? 'This field is required.', code }, status: 422 };
  try {
    const received = await receiveReturnOffer(scope.db, parsed.data.code, { staffUserId: userId, shopOrigin: shopOriginFrom(url) });
    return { redirect: `${REMILL_ATLAS_PATH}?received=${encodeURIComponent(received.labelCode)}${received.alreadyReceived ? '&again=1' : ''}` };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { error: { message: error.message, code }, status: error.status };
  }
}

/**
 * /atlas/remill/ (the free return offer): internal staff list the free returns
 * labels asked for (requested / received, a page at a time) and receive a parcel by
 * scanning its label into the code field — a plain form, so a keyboard-wedge scanner's
 * Enter submits it and no script is needed. A received parcel redirects (303) back to the
 * list with a confirmation, so a refresh never receives twice.
 */
export async function loadRemillScreen(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  identity: Identity | undefined,
): Promise<StorefrontPage<AtlasView<RemillScreenView>>> {
  let error: RemillScreenView['error'] = null;
  let status = 200;
  const staffPost = post && identity?.user && isInternal(identity, scope.division.id);
  if (staffPost) {
    // A plain form cannot send the API's X-XSRF-TOKEN: the browser's same-origin verdict stands in for it.
    const outcome = post.sameHost
      ? await receiveFromForm(scope, post.form, url, identity.user!.id)
      : { error: { message: new ApiError('csrfMismatch').message, code: '' }, status: 403 };
    if ('redirect' in outcome) return { kind: 'redirect', location: outcome.redirect, status: 303 };
    ({ error, status } = outcome);
  }
  const page = await atlasScreen(scope, shell, url, identity, HEAD, async () => ({
    list: await listReturnOffers(scope.db, offerQuery(url.searchParams)),
    received: error ? null : await noticeOf(scope, url),
    error,
  }));
  return page.kind === 'page' && status !== 200 ? { ...page, status } : page;
}
