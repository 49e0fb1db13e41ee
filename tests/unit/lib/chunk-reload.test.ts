// Lazy chunk load failure: the page reloads at most 3 times per UTC day and message
// (counted in localStorage), then the failure is reported once and a gentle message shown.
// The rule with a fake clock and storage, then the page's handler on a fake page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_MESSAGE, chunkFailureAction, chunkReloadKey, isChunkLoadError } from '../../../src/lib/chunk-reload.ts';
import { chunkFailureHandler } from '../../../src/lib/client/chunk-reload.ts';

const FAILED = 'Failed to fetch dynamically imported module: https://demo.example/_astro/Studio.abc123.js';

class FakeStorage {
  entries = new Map<string, string>();
  broken = false;
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new Error('QuotaExceededError');
    this.entries.set(key, value);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-07T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('chunk failure rule', () => {
  it('reloads three times for the same message on a day, then reports', () => {
    const storage = new FakeStorage();
    const actions = Array.from({ length: 5 }, () => chunkFailureAction(storage, FAILED, new Date()));
    expect(actions).toEqual(['reload', 'reload', 'reload', 'report', 'report']);
    expect([...storage.entries]).toEqual([[`pf_chunk_reload:2026-12-07:${FAILED}`, '3']]);
  });

  it('counts each day and each message apart', () => {
    const storage = new FakeStorage();
    for (let load = 0; load < 3; load++) chunkFailureAction(storage, FAILED, new Date());
    expect(chunkFailureAction(storage, FAILED.replace('Studio', 'Basket'), new Date())).toBe('reload');
    vi.setSystemTime(new Date('2026-12-08T00:00:01Z'));
    expect(chunkFailureAction(storage, FAILED, new Date())).toBe('reload');
    expect(storage.getItem(`pf_chunk_reload:2026-12-08:${FAILED}`)).toBe('1');
  });

  it("counts the island runtime's retry of the same chunk (?astro-retry={time}) as the same message", () => {
    const storage = new FakeStorage();
    for (let load = 0; load < 3; load++) expect(chunkFailureAction(storage, `${FAILED}?astro-retry=${Date.now() + load}`, new Date())).toBe('reload');
    expect(chunkFailureAction(storage, `${FAILED}?astro-retry=99`, new Date())).toBe('report');
  });

  it('keeps the key within the storage key limit for a long message', () => {
    expect(chunkReloadKey(`${FAILED}/${'x'.repeat(400)}`, new Date())).toHaveLength(256);
  });

  it('reports at once when the count cannot be kept: a reload could loop for ever', () => {
    const storage = new FakeStorage();
    storage.broken = true;
    expect(chunkFailureAction(storage, FAILED, new Date())).toBe('report');
    expect(chunkFailureAction(undefined, FAILED, new Date())).toBe('report');
  });

  it("knows the browsers' texts for a chunk that did not load, and nothing else", () => {
    expect(isChunkLoadError(FAILED)).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module: https://x/_astro/a.js')).toBe(true);
    expect(isChunkLoadError("Cannot read properties of undefined (reading 'id')")).toBe(false);
  });
});

/** One page load's handler on a fake page: what it did. */
function loadPage(storage: FakeStorage) {
  const done = { reloads: 0, reports: [] as string[], shown: [] as string[] };
  const handle = chunkFailureHandler({
    storage,
    now: () => new Date(),
    reload: () => void done.reloads++,
    report: (message) => done.reports.push(message),
    show: (text) => done.shown.push(text),
  });
  return { handle, done };
}

describe('chunk failure on the page', () => {
  it('reloads three page loads running, then reports once and shows the message', () => {
    const storage = new FakeStorage();
    for (let load = 0; load < 3; load++) {
      const page = loadPage(storage);
      expect(page.handle(FAILED)).toBe(true);
      expect(page.done).toEqual({ reloads: 1, reports: [], shown: [] });
    }
    const last = loadPage(storage);
    expect(last.handle(FAILED)).toBe(true);
    // A second failure on the same page is not reported again.
    expect(last.handle(FAILED)).toBe(true);
    expect(last.done).toEqual({ reloads: 0, reports: [FAILED], shown: [CHUNK_FAILED_MESSAGE] });
  });

  it('leaves other errors alone', () => {
    const page = loadPage(new FakeStorage());
    expect(page.handle('Network request failed')).toBe(false);
    expect(page.done).toEqual({ reloads: 0, reports: [], shown: [] });
  });
});
