// The studio island's calls (islands/studio/studio-api.ts): files checked before uploading as
// the upload call checks them, the contract's addresses and bodies, and refusals made readable.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemOf, saveDesign, searchLibrary, uploadProblem, addDesignToBasket } from '../../../islands/studio/studio-api.ts';
import { emptyDocument } from '../../../islands/studio/design-ops.ts';
import { MAX_UPLOAD_BYTES, uploadFormatsMessage } from '../../../src/schemas/studio-calls.ts';

afterEach(() => vi.unstubAllGlobals());

/** A fetch answering every call with `status` and `body`, recording what was sent. */
function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('before uploading', () => {
  it('refuses a type the upload call refuses, with the spec’s text', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe('Must upload the following formats: PNG, JPEG, SVG.');
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe(uploadFormatsMessage());
    expect(uploadProblem({ type: '', size: 10 })).toBe(uploadFormatsMessage());
  });

  it('refuses a file over the size limit, and accepts PNG, JPEG and SVG under it', () => {
    expect(uploadProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toMatch(/at most 25 MB/);
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml']) expect(uploadProblem({ type, size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });
});

describe('the calls', () => {
  it('refuses to send an invalid document, listing its problems', async () => {
    const calls = stubFetch(201, {});
    const document = emptyDocument({ id: 1, sku: 'NOT-A-B1ANK' }, 'White');
    const error = await saveDesign(document, null).catch((thrown: unknown) => thrown);
    expect(problemOf(error)).toEqual({ message: 'The design cannot be saved yet.', details: ['product.sku: Designs are made on a blank product.'] });
    expect(calls).toHaveLength(0);
  });

  it('shows a 422’s field errors and problems list readably', async () => {
    stubFetch(422, {
      message: 'The given data was invalid.',
      errors: { size: ['Choose a size.'] },
      problems: ['sides.back: This product cannot be printed on the back.'],
    });
    const error = await addDesignToBasket('abc', { size: '', quantity: 1 }).catch((thrown: unknown) => thrown);
    expect(problemOf(error)).toEqual({
      message: 'Choose a size.',
      details: ['size: Choose a size.', 'sides.back: This product cannot be printed on the back.'],
    });
  });

  it('posts a new design with the XSRF token to the designs address', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok%20en' });
    const calls = stubFetch(422, { message: 'no' });
    await saveDesign(emptyDocument({ id: 1, sku: 'D-BLANK-TS' }, 'White'), null).catch(() => undefined);
    expect(calls[0]!.url).toBe('/omnis/v3/studio/designs/');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok en');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ document: { product: { sku: 'D-BLANK-TS' }, colour: 'White' } });
  });

  it('searches the design library and keeps only items of the contract’s shape', async () => {
    const calls = stubFetch(200, {
      data: [
        { id: '1', name: 'Wolf', tags: [], thumbnails: { original: '/media/w.png', small: '/media/w-s.png' }, pixelWidth: 3000, pixelHeight: 3000 },
        { id: 2 },
      ],
    });
    const items = await searchLibrary('wolf');
    expect(calls[0]!.url).toBe('/omnis/v3/artemis/query/?macros=designs&page=1&perPage=24&searchTerm=wolf');
    expect(items.map((item) => item.name)).toEqual(['Wolf']);
  });
});
