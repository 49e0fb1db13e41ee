import { ATLAS_ORDER_FORM_ACTION } from '../../../lib/atlas-order-calls.ts';

/**
 * The basket calls that also take plain HTML form posts (pages work without JavaScript).
 * A form cannot send the X-XSRF-TOKEN header, so for these paths the CSRF check
 * (src/middleware/csrf.ts) accepts a form-encoded post instead when the browser says it
 * came from a page of this same host (Sec-Fetch-Site / Origin, see isSameHostForm).
 */
export const FORM_ACTION_PATHS: ReadonlySet<string> = new Set([
  '/omnis/v3/frontend/product/addItemToCart/',
  '/omnis/v3/frontend/product/bulkAddItemsToCart/',
  '/omnis/v3/basket/remove/',
  '/omnis/v3/basket/update/',
  '/omnis/v3/basket/favourites/email-for-later',
  '/omnis/v3/basket/favourites/email-for-later/',
  '/omnis/v3/basket/favourites/recover/',
]);

/** A saved design's add-to-basket call, posted by the account's "My designs" form. */
const DESIGN_BASKET_PATH = /^\/omnis\/v3\/studio\/designs\/[A-Za-z0-9-]{1,64}\/basket\/$/;

/** Whether a plain form may post to this path (FORM_ACTION_PATHS, a design's basket call, the back office's order actions). */
export function isFormActionPath(pathname: string): boolean {
  return FORM_ACTION_PATHS.has(pathname) || DESIGN_BASKET_PATH.test(pathname) || ATLAS_ORDER_FORM_ACTION.test(pathname);
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export function isFormContent(headers: Headers): boolean {
  return FORM_TYPES.test(headers.get('content-type') ?? '');
}
