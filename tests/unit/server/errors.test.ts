import { readdirSync, readFileSync } from 'node:fs';
import { StorePathError } from '../../../src/platform/render-cache/store-runtime.ts';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ERROR_KINDS } from '../../../src/platform/errors/api-error.ts';
import { errorResponse } from '../../../src/api/respond.ts';
import { v } from '../../../src/lib/validation/index.ts';
import { blockErrors } from '../../../blocks/errors.ts';
import { InvalidThemeTokensError, ThemeCycleError, UnknownThemeError } from '../../../themes/errors.ts';
import { alphaToHex, normaliseHex } from '../../../src/lib/colour.ts';
import { sanitiseUrl } from '../../../src/lib/url-sanitiser.ts';
import { UnofferedSideError } from '../../../src/lib/studio/pricing.ts';
import { WebhookSignatureError } from '../../../src/server/commerce/payments/provider.ts';
import { SocialFeedError } from '../../../src/server/engagement/social/provider.ts';
import { pageDocumentErrors } from '../../../src/lib/page-document/errors.ts';
import { PermanentRenderError } from '../../../src/server/studio/print-files/render-errors.ts';

const GENERIC = 'Oops... looks like something went wrong. Please try again.';

/** What a domain error throws when the code that raises it runs. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

// Every domain error class, each raised the way its code raises it → the API's answer.
const DOMAIN_ERRORS: [className: string, error: unknown, status: number, body: Record<string, unknown>][] = [
  ['BlockError', blockErrors.notRegistered('hologram'), 422, { code: 'validation', message: "Block type of hologram hasn't been registered" }],
  ['BlockError', blockErrors.noType(), 422, { code: 'validation', message: 'Unable to make block, no type was defined' }],
  ['BlockError', blockErrors.factoryNoSource(), 422, { code: 'validation', message: 'Factory has no source' }],
  ['BlockError', blockErrors.invalidConditions(), 422, { code: 'validation', message: 'Invalid block conditions' }],
  ['BlockError', blockErrors.noBuilder(), 500, { code: 'server', message: 'Server error' }],
  ['BlockError', blockErrors.conflict(), 500, { code: 'server', message: 'Server error' }],
  ['UnknownThemeError', new UnknownThemeError('vaporwave'), 404, { code: 'notFound', message: 'Unknown theme: vaporwave' }],
  ['ThemeCycleError', new ThemeCycleError(['a', 'b', 'a']), 500, { code: 'server', message: 'Server error' }],
  [
    'InvalidThemeTokensError',
    new InvalidThemeTokensError('overrides', [
      { token: 'primary.color', message: 'Invalid hex colour' },
      { token: '', message: 'Expected an object' },
    ]),
    422,
    { code: 'validation', message: 'Invalid hex colour', errors: { 'primary.color': ['Invalid hex colour'], theme: ['Expected an object'] } },
  ],
  ['InvalidColourError', thrownBy(() => normaliseHex('#ggg')), 422, { code: 'validation', message: 'Invalid hex colour: #ggg' }],
  ['InvalidColourError', thrownBy(() => alphaToHex(1.5)), 422, { code: 'validation', message: 'Alpha must be between 0 and 1, got 1.5' }],
  ['MissingUrlError', thrownBy(() => sanitiseUrl('  ')), 422, { code: 'validation', message: 'Missing URL' }],
  ['UnofferedSideError', new UnofferedSideError('left'), 422, { code: 'validation', message: 'This product cannot be printed on the left.' }],
  // Caught where blocks load their paths (the block shows why instead): were it ever to escape, it is ours.
  ['StorePathError', new StorePathError('it did not answer within 3 s'), 500, { code: 'server', message: 'Server error' }],
  // Only the design.render job meets it (a save refuses the same causes with a 422 first): were it ever to escape, it is ours.
  [
    'PermanentRenderError',
    new PermanentRenderError('The image /media/x.png is missing from the media store.'),
    500,
    { code: 'server', message: 'Server error' },
  ],
  ['PageDocumentError', pageDocumentErrors.notFound('b1'), 404, { code: 'notFound', message: 'Block b1 is not on this page' }],
  [
    'PageDocumentError',
    pageDocumentErrors.intoItself(),
    422,
    { code: 'validation', message: 'A block cannot be moved into itself or into one of its own items' },
  ],
  ['SocialFeedError', new SocialFeedError('Instagram answered 500'), 502, { code: 'upstream', message: GENERIC }],
  ['WebhookSignatureError', new WebhookSignatureError(), 400, { code: 'badRequest', message: 'Invalid signature' }],
];

describe('the one error path', () => {
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('maps every kind to its status and the spec text', async () => {
    expect(ERROR_KINDS.notFound).toEqual({ status: 404, message: 'Not found' });
    expect(ERROR_KINDS.permissionDenied).toEqual({ status: 403, message: 'Permission denied' });
    expect(ERROR_KINDS.proRequired).toEqual({ status: 402, message: 'Pro upgrade required' });
    expect(ERROR_KINDS.server).toEqual({ status: 500, message: 'Server error' });
    const response = errorResponse(new ApiError('otherStore'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Oops... Looks like you're trying to access a page from another store", code: 'otherStore' });
  });

  it.each(DOMAIN_ERRORS)('answers a %s with its status and text (%#)', async (_name, error, status, body) => {
    const response = errorResponse(error);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(body);
    // Server faults are logged for us; refusals are not.
    expect(logged.length > 0).toBe(status >= 500);
  });

  it('maps every domain error class that browser-safe or server code declares', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const declared = ['src', 'blocks', 'themes']
      .flatMap((dir) => sources(join(root, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/class (\w+) extends \w*Error\b/g)].map((match) => ({ name: match[1]!, file: relative(root, file) })),
      );
    // ApiError is the target itself; ApiRequestError is the browser's view of a failed call;
    // ConfigurationError stops the server at start, before any request could meet it.
    const domain = declared.filter(({ name }) => !['ApiError', 'ApiRequestError', 'ConfigurationError'].includes(name));
    expect(domain.length).toBeGreaterThanOrEqual(7);
    const tabled = new Set(DOMAIN_ERRORS.map(([name]) => name));
    for (const { name, file } of domain) expect(tabled, `${name} (${file}) has no row in this table`).toContain(name);
    for (const [name, error] of DOMAIN_ERRORS) expect((error as Error).name).toBe(name);
  });

  it('turns a zod failure into a 422 whose message is the first field message', async () => {
    const schema = z.object({ email: v.email(), password: v.password() });
    const result = schema.safeParse({ email: 'nope', password: ' padded ' });
    expect(result.success).toBe(false);
    const response = errorResponse(result.error);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please enter a valid email address.',
      code: 'validation',
      errors: { email: ['Please enter a valid email address.'], password: ['Password cannot start or end with spaces.'] },
    });
  });

  it('hides unexpected errors behind a 500 with the generic text, and logs them', async () => {
    const response = errorResponse(new Error('database exploded: secret detail'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret');
    expect(String(logged[0]?.[1])).toContain('secret detail');
  });

  it("keeps a server fault's own words out of the response", async () => {
    const response = errorResponse(new ApiError('server', 'Store 12 vanished while being created'));
    expect(await response.json()).toEqual({ message: 'Server error', code: 'server' });
  });
});
