// Loading blocks' asyncItems / asyncData while a page renders: each path read once per
// rendering, answers checked as stored blocks are, shadows lending their properties, failures
// said in the owner's words; and the in-process reader's time limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import type { BlockNode } from '../../../src/schemas/page-document.ts';
import { parsePageDocument } from '../../../src/schemas/parse-page-document.ts';
import { loadAsyncBlocks } from '../../../src/server/storefront/async-blocks.ts';
import { StorePathError, type StorePathAnswer } from '../../../src/platform/render-cache/store-runtime.ts';
import { storePathReader } from '../../../src/app/store-path-reader.ts';
import type { PageRenderer } from '../../../src/app/page-renderer.ts';
import type { Division } from '../../../src/schemas/division.ts';
import { asyncSummary, readAsyncAnswer } from '../../../src/lib/page-document/async-source.ts';

const json = (value: unknown): StorePathAnswer => ({ status: 200, contentType: 'application/json', body: JSON.stringify(value) });

/** A store whose paths answer from a table, counting the reads. */
function storeAnswering(paths: Record<string, StorePathAnswer | Error>) {
  const reads: string[] = [];
  const scope = {
    division: { id: 1, subdomain: 'paths', contentVersion: 1 },
    runtime: {
      readStorePath: async (_division: Division, path: string) => {
        reads.push(path);
        const answer = paths[path];
        if (answer instanceof Error) throw answer;
        return answer ?? { status: 404, contentType: 'application/json', body: '{"message":"Not found"}' };
      },
    },
  } as unknown as StoreScope;
  return { scope, reads };
}

const nodes = (raw: unknown[]): BlockNode[] => parsePageDocument(raw, () => undefined);
const row = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'row', properties: {}, items: [], ...extra });

describe('loadAsyncBlocks', () => {
  it('reads a path named by two blocks once, and gives each its own ids', async () => {
    const { scope, reads } = storeAnswering({ '/shared': json({ items: [{ id: 'a', type: 'text', properties: { text: '<p>Hi</p>' } }] }) });
    const { nodes: loaded, failures } = await loadAsyncBlocks(
      scope,
      nodes([row('one', { asyncItems: '/shared' }), row('two', { asyncItems: '/shared' })]),
      () => undefined,
    );
    expect(reads).toEqual(['/shared']);
    expect(failures.size).toBe(0);
    expect(loaded.map((node) => node.items.map((item) => item.id))).toEqual([['one~a'], ['two~a']]);
  });

  it('checks loaded blocks as stored ones: unknown types dropped and reported, shadows lend properties, paths not followed', async () => {
    const log: string[] = [];
    const { scope } = storeAnswering({
      '/list': json([
        { type: 'notAType', properties: {} },
        { type: 'banner', properties: { title: 'Own title' } },
        { type: 'banner', asyncItems: '/list' },
      ]),
    });
    const shadow = { id: 'shadow', type: '_shadow_', properties: { title: 'Shared title' }, items: [] };
    const { nodes: loaded } = await loadAsyncBlocks(scope, nodes([row('list', { asyncItems: '/list', items: [shadow] })]), (message) => log.push(message));
    const items = loaded[0]!.items;
    expect(items.map((item) => item.type)).toEqual(['_shadow_', 'banner', 'banner']);
    expect(items.map((item) => (item.properties as { title?: string }).title)).toEqual(['Shared title', 'Own title', 'Shared title']);
    expect(items[2]!.asyncItems).toBeUndefined();
    expect(log).toEqual(["Block type of notAType hasn't been registered"]);
  });

  it('lays settings over the saved ones, a bad one leaving the saved one, reported', async () => {
    const log: string[] = [];
    const { scope } = storeAnswering({ '/settings': json({ data: { title: 'From the path', type: 'not-a-size' } }) });
    const { nodes: loaded } = await loadAsyncBlocks(
      scope,
      nodes([{ id: 'b', type: 'banner', properties: { title: 'Saved', type: 'slim' }, items: [], asyncData: '/settings' }]),
      (message) => log.push(message),
    );
    expect(loaded[0]!.properties).toMatchObject({ title: 'From the path', type: 'slim' });
    expect(log).toEqual(['Block b (banner): invalid type from /settings left as saved']);
  });

  it('says why a path gave nothing, and whether the block has anything saved to show', async () => {
    const { scope } = storeAnswering({
      '/page': { status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html>' },
      '/slow': new StorePathError('it did not answer within 3 s'),
      '/broken': new Error('SQLITE_BUSY: database is locked'),
      '/object': json({ title: 'no list' }),
    });
    const saved = { id: 'kept', type: 'text', properties: { text: '<p>Saved</p>' }, items: [] };
    const { failures } = await loadAsyncBlocks(
      scope,
      nodes([
        row('page', { asyncItems: '/page' }),
        row('slow', { asyncItems: '/slow', items: [saved] }),
        row('broken', { asyncItems: '/broken' }),
        row('object', { asyncItems: '/object' }),
        row('gone', { asyncData: '/gone' }),
      ]),
      () => undefined,
    );
    expect(Object.fromEntries(failures)).toEqual({
      page: { message: 'Could not load items from /page: it did not answer JSON.', empty: true },
      slow: { message: 'Could not load items from /slow: it did not answer within 3 s.', empty: false },
      // An unexpected error's own words stay in the server's log.
      broken: { message: 'Could not load items from /broken: it could not be read.', empty: true },
      object: { message: 'Could not load items from /object: its answer has no list of blocks.', empty: true },
      gone: { message: 'Could not load settings from /gone: it answered 404.', empty: false },
    });
  });

  it('reads nothing for a page without paths, and fails plainly where no server renders', async () => {
    const { scope, reads } = storeAnswering({});
    const plain = nodes([row('plain')]);
    expect((await loadAsyncBlocks(scope, plain, () => undefined)).nodes).toBe(plain);
    expect(reads).toEqual([]);
    const offline = { division: { id: 1, subdomain: 'x', contentVersion: 1 } } as unknown as StoreScope;
    const { failures } = await loadAsyncBlocks(offline, nodes([row('r', { asyncItems: '/x' })]), () => undefined);
    expect(failures.get('r')?.message).toBe('Could not load items from /x: paths are only read by the server that renders the store.');
  });
});

describe('storePathReader', () => {
  afterEach(() => vi.useRealTimers());
  const division = { subdomain: 'paths' } as Division;

  it('gives up on a path that has not answered in 3 s', async () => {
    vi.useFakeTimers();
    const renderer = { render: () => new Promise<never>(() => undefined) } as unknown as PageRenderer;
    const read = storePathReader(renderer)(division, '/slow');
    const outcome = expect(read).rejects.toThrow(new StorePathError('it did not answer within 3 s'));
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
  });

  it('reads the answer of a path as an anonymous visitor on the sub-domain, and refuses a read inside a read', async () => {
    const seen: Request[] = [];
    let nested: Promise<unknown> | undefined;
    const renderer = {
      render: async (request: Request) => {
        seen.push(request);
        nested ??= read(division, '/inner').catch((error: Error) => error.message);
        return { response: new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } }) };
      },
    } as unknown as PageRenderer;
    const read = storePathReader(renderer);
    expect(await read(division, '/outer?x=1')).toEqual({ status: 200, contentType: 'application/json', body: '{"items":[]}' });
    expect(await nested).toBe('a path a block reads cannot load blocks of its own');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname + new URL(seen[0]!.url).search).toBe('/outer?x=1');
    expect(seen[0]!.headers.get('cookie')).toBeNull();
  });
});

describe('readAsyncAnswer and asyncSummary (the server and the editor read a path alike)', () => {
  it('takes items bare or under items, settings bare or under data, and says what loads', () => {
    const items = readAsyncAnswer('items', 200, 'application/json; charset=utf-8', '[{"type":"text"}]');
    expect(items).toEqual({ ok: true, items: [{ type: 'text' }] });
    expect(asyncSummary(items as Extract<typeof items, { ok: true }>)).toBe('Loads 1 block from this path.');
    const data = readAsyncAnswer('data', 200, 'application/vnd.api+json', '{"items":[],"data":{"title":"T","copy":"C"}}');
    expect(data).toEqual({ ok: true, data: { title: 'T', copy: 'C' } });
    expect(asyncSummary(data as Extract<typeof data, { ok: true }>)).toBe('Loads 2 settings: title, copy.');
  });

  it('refuses an answer over 512 KB, or one that is not JSON whatever it says', () => {
    const big = JSON.stringify({ items: [{ type: 'text', properties: { text: 'x'.repeat(512 * 1024) } }] });
    expect(readAsyncAnswer('items', 200, 'application/json', big)).toEqual({ ok: false, reason: 'its answer is larger than 512 KB' });
    expect(readAsyncAnswer('items', 200, 'application/json', '<html>')).toEqual({ ok: false, reason: 'it did not answer JSON' });
    expect(readAsyncAnswer('data', 200, 'application/json', '[1]')).toEqual({ ok: false, reason: 'its answer has no settings' });
  });
});
