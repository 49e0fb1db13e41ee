import type { StoreScope } from '../../../stores/index.ts';
import type { FieldErrors } from '../../../../platform/errors/api-error.ts';
import { Page } from '../../../../schemas/page.ts';
import { BLOCK_TYPES } from '../../../../../blocks/schemas.ts';
import { blockErrors } from '../../../../../blocks/errors.ts';
import { fieldErrors } from '../../../../lib/validation/index.ts';
import { generatedPageUrl, normalisePageUrl } from '../../../../lib/page-routes.ts';
import { withOrder } from '../../../../lib/page-document/index.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { pageErrors } from './page-errors.ts';
import { flagReordered } from './reordered.ts';

// Page save: the body is the page object of the page calls, laid over the working copy
// (fields left out keep their value). Every failing field is reported at once, the block
// errors with their exact texts (blocks/errors.ts), under 'Page failed validation'; nothing is written.

/** The page object's own fields; anything else in a body (status, hasDraft…) is ignored. */
const PAGE_KEYS = Object.keys(Page.shape) as (keyof Page)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Blocks the registry does not know, reported with the spec's block error texts. */
function blockTypeErrors(blocks: unknown, path: string, errors: FieldErrors): void {
  if (!Array.isArray(blocks)) return;
  for (const [index, node] of blocks.entries()) {
    const at = `${path}.${index}`;
    const typeField = `${at}.type`;
    if (!isRecord(node)) continue;
    if (node.type === undefined || node.type === null || node.type === '') errors[typeField] = [...(errors[typeField] ?? []), blockErrors.noType().message];
    else if (typeof node.type !== 'string' || !Object.hasOwn(BLOCK_TYPES, node.type))
      errors[typeField] = [...(errors[typeField] ?? []), blockErrors.notRegistered(String(node.type)).message];
    else blockTypeErrors(node.items, `${at}.items`, errors);
  }
}

/**
 * The page a save would write: `body` over `current` (null when creating), checked whole,
 * its url normalised (a blank url gets a generated route path), its blocks ordered and the
 * moved ones flagged reordered.
 */
export function pageToSave(scope: StoreScope, body: unknown, current: Page | null, identity: { id: number; uuid: string }): Page {
  if (!isRecord(body)) throw pageErrors.failedValidation({ _: ['Expected a page object'] });
  if ('divisionId' in body) {
    if (body.divisionId === null || body.divisionId === 0) throw pageErrors.notAttached();
    if (typeof body.divisionId === 'number' && body.divisionId !== scope.division.id) throw new ApiError('otherStore');
  }
  const errors: FieldErrors = {};
  blockTypeErrors(body.blocks, 'blocks', errors);
  const given = Object.fromEntries(
    PAGE_KEYS.filter((key) => key in body && key !== 'id' && key !== 'uuid' && key !== 'divisionId').map((key) => [key, body[key]]),
  );
  // A new page given no url at all gets a generated one too.
  const merged = { ...(current ?? { url: '' }), ...given, id: identity.id, uuid: identity.uuid, divisionId: scope.division.id };
  const parsed = Object.keys(errors).length > 0 ? null : Page.safeParse(merged);
  if (parsed && !parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  if (!parsed?.success) throw pageErrors.failedValidation(errors);

  const page = parsed.data;
  const url = page.url.trim() === '' ? generatedPageUrl(page.uuid) : normalisePageUrl(page.url);
  const blocks = withOrder(current ? flagReordered(current.blocks, page.blocks) : page.blocks);
  return { ...page, url, blocks, flags: { ...page.flags, homepage: url === '/' } };
}
