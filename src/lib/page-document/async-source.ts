// What a block's asyncItems / asyncData path answers, read the same way by the server
// (when it renders the page) and by the editor (when the owner types the path): a list
// of blocks for items, an object of settings for data, each bare or under its own key
// ({ items: [...] }, { data: {...} }), so one answer can serve both.

export type AsyncKind = 'items' | 'data';

/** The call answering a published page's blocks (`?page=/path[&block=id]`), made for blocks to load. */
export const SHARED_BLOCKS_PATH = '/omnis/v3/frontend/blocks/';

/** How long a render waits for a path, and how much of an answer it reads. */
export const ASYNC_SOURCE_LIMITS = { timeoutMs: 3000, maxBytes: 512 * 1024 } as const;

export type AsyncAnswer = { ok: true; items: unknown[] } | { ok: true; data: Record<string, unknown> } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a path gave nothing, in words an owner can act on. */
export const ASYNC_REASONS = {
  status: (status: number) => `it answered ${status}`,
  notJson: 'it did not answer JSON',
  tooLarge: `its answer is larger than ${ASYNC_SOURCE_LIMITS.maxBytes / 1024} KB`,
  timeout: `it did not answer within ${ASYNC_SOURCE_LIMITS.timeoutMs / 1000} s`,
  noItems: 'its answer has no list of blocks',
  noData: 'its answer has no settings',
  nested: 'a path a block reads cannot load blocks of its own',
  unavailable: 'paths are only read by the server that renders the store',
} as const;

/** The block's error state: what failed, from where. */
export function asyncFailure(kind: AsyncKind, path: string, reason: string): string {
  return `Could not load ${kind === 'items' ? 'items' : 'settings'} from ${path}: ${reason}.`;
}

/** Reads a path's answer (status, content type and body) as a block's items or data. */
export function readAsyncAnswer(kind: AsyncKind, status: number, contentType: string | null, body: string): AsyncAnswer {
  if (status !== 200) return { ok: false, reason: ASYNC_REASONS.status(status) };
  if (body.length > ASYNC_SOURCE_LIMITS.maxBytes) return { ok: false, reason: ASYNC_REASONS.tooLarge };
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')) return { ok: false, reason: ASYNC_REASONS.notJson };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, reason: ASYNC_REASONS.notJson };
  }
  if (kind === 'items') {
    const items = Array.isArray(value) ? value : isRecord(value) ? value.items : undefined;
    return Array.isArray(items) ? { ok: true, items } : { ok: false, reason: ASYNC_REASONS.noItems };
  }
  const data = isRecord(value) && isRecord(value.data) ? value.data : value;
  return isRecord(data) ? { ok: true, data } : { ok: false, reason: ASYNC_REASONS.noData };
}

/** What a good answer gives the block, for the editor to say under the path. */
export function asyncSummary(answer: Extract<AsyncAnswer, { ok: true }>): string {
  if ('items' in answer) return `Loads ${answer.items.length} ${answer.items.length === 1 ? 'block' : 'blocks'} from this path.`;
  const names = Object.keys(answer.data);
  return names.length === 0
    ? 'Loads no settings from this path.'
    : `Loads ${names.length === 1 ? 'a setting' : `${names.length} settings`}: ${names.join(', ')}.`;
}
