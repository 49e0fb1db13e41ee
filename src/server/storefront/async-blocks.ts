import { z } from 'zod';
import type { BlockNode } from '../../schemas/page-document.ts';
import { BLOCK_TYPES } from '../../../blocks/schemas.ts';
import type { StoreScope } from '../stores/index.ts';
import { parsePageDocument } from '../../schemas/parse-page-document.ts';
import { StorePathError, type StorePathAnswer } from '../../platform/render-cache/store-runtime.ts';
import { ASYNC_REASONS, asyncFailure, readAsyncAnswer, type AsyncAnswer, type AsyncKind } from '../../lib/page-document/async-source.ts';

// Blocks whose items or settings come from a path of the store (asyncItems / asyncData) get
// them while the page renders: a visitor receives them in the HTML, with no spinner and no
// script. Each path is read once per rendering however many blocks name it, and what it gave
// is part of the rendering the render cache keeps for the page. A block whose path fails
// keeps what it has saved and carries its error state; the page is then not kept, so the
// next visitor's rendering tries again.

/** Why a block's path gave nothing, and whether the block is left with nothing to show. */
export interface LoadFailure {
  message: string;
  /** Its items were to come from the path and it has none saved: visitors see the error state. */
  empty: boolean;
}

/** The blocks whose path failed, by block id: kept beside the nodes, so the page document's shape stays the spec's. */
export type LoadFailures = ReadonlyMap<string, LoadFailure>;

type Outcome = StorePathAnswer | { reason: string };

/** Reads each path once for this rendering. */
function pathReader(scope: StoreScope): (path: string) => Promise<Outcome> {
  const read = scope.runtime?.readStorePath;
  const answers = new Map<string, Promise<Outcome>>();
  return (path) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = read
        ? read(scope.division, path).catch((error: unknown) => ({ reason: error instanceof StorePathError ? error.message : 'it could not be read' }))
        : Promise.resolve({ reason: ASYNC_REASONS.unavailable });
      answers.set(path, answer);
    }
    return answer;
  };
}

async function load(read: (path: string) => Promise<Outcome>, kind: AsyncKind, path: string): Promise<AsyncAnswer> {
  const outcome = await read(path);
  if ('reason' in outcome) return { ok: false, reason: outcome.reason };
  return readAsyncAnswer(kind, outcome.status, outcome.contentType, outcome.body);
}

/**
 * Answered blocks get ids under the block that loaded them: two blocks loading one path, or
 * a path answering another page's blocks, must not give one page two blocks of the same id.
 */
function underParent(items: unknown[], parentId: string): unknown[] {
  return items.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    const raw = item as Record<string, unknown>;
    const id = `${parentId}~${typeof raw.id === 'string' && raw.id !== '' ? raw.id : index}`;
    return { ...raw, id, ...(Array.isArray(raw.items) ? { items: underParent(raw.items, id) } : {}) };
  });
}

/** Blocks that came from a path load nothing themselves: a path answering blocks that name it would never end. */
function withoutSources(nodes: BlockNode[]): BlockNode[] {
  return nodes.map(({ asyncItems: _items, asyncData: _data, ...node }) => ({ ...node, items: withoutSources(node.items ?? []) }) as BlockNode);
}

/** The settings of an answer the block's type accepts; one it refuses leaves the saved one, reported. */
function acceptedSettings(node: BlockNode, path: string, data: Record<string, unknown>, log: (message: string) => void): Record<string, unknown> {
  const props: z.ZodType = BLOCK_TYPES[node.type].props;
  if (!(props instanceof z.ZodObject)) return data;
  const accepted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = props.shape[key];
    if (!field) continue;
    if (field.safeParse(value).success) accepted[key] = value;
    else log(`Block ${node.id} (${node.type}): invalid ${key} from ${path} left as saved`);
  }
  return accepted;
}

interface Loading {
  read: (path: string) => Promise<Outcome>;
  log: (message: string) => void;
  failures: Map<string, LoadFailure>;
}

async function loadNode(node: BlockNode, loading: Loading): Promise<BlockNode> {
  const { read, log } = loading;
  const items = await Promise.all((node.items ?? []).map((item) => loadNode(item, loading)));
  let loaded: BlockNode = { ...node, items };
  const messages: string[] = [];
  let empty = false;
  if (node.asyncData) {
    const answer = await load(read, 'data', node.asyncData);
    if (answer.ok && 'data' in answer) {
      // The settings go over the saved ones, each checked by the block's type.
      const settings = acceptedSettings(node, node.asyncData, answer.data, log);
      const merged = parsePageDocument([{ ...loaded, properties: { ...loaded.properties, ...settings }, items: [] }], log)[0];
      if (merged) loaded = { ...merged, items } as BlockNode;
    } else if (!answer.ok) messages.push(asyncFailure('data', node.asyncData, answer.reason));
  }
  if (node.asyncItems) {
    const answer = await load(read, 'items', node.asyncItems);
    if (answer.ok && 'items' in answer) {
      // As with an item factory, `_shadow_` items stay and lend their properties to those loaded.
      const shadows = items.filter((item) => item.type === '_shadow_');
      const shared: Record<string, unknown> = Object.assign({}, ...shadows.map((item) => item.properties));
      const answered = underParent(answer.items, node.id).map((item) =>
        typeof item === 'object' && item !== null && 'properties' in item
          ? { ...item, properties: { ...shared, ...(item.properties as object) } }
          : { ...(item as object), properties: shared },
      );
      loaded = { ...loaded, items: [...shadows, ...withoutSources(parsePageDocument(answered, log))] };
    } else if (!answer.ok) {
      messages.push(asyncFailure('items', node.asyncItems, answer.reason));
      empty = items.every((item) => item.type === '_shadow_');
    }
  }
  if (messages.length > 0) {
    for (const message of messages) log(message);
    loading.failures.set(node.id, { message: messages.join(' '), empty });
  }
  return loaded;
}

/** Any node of the tree names a path. */
export function hasAsyncSources(nodes: BlockNode[]): boolean {
  return nodes.some((node) => node.asyncItems !== undefined || node.asyncData !== undefined || hasAsyncSources(node.items ?? []));
}

/** Loads every block's asyncItems and asyncData, saying which blocks' paths gave nothing. */
export async function loadAsyncBlocks(
  scope: StoreScope,
  nodes: BlockNode[],
  log: (message: string) => void,
): Promise<{ nodes: BlockNode[]; failures: LoadFailures }> {
  const failures = new Map<string, LoadFailure>();
  if (!hasAsyncSources(nodes)) return { nodes, failures };
  const loading: Loading = { read: pathReader(scope), log, failures };
  return { nodes: await Promise.all(nodes.map((node) => loadNode(node, loading))), failures };
}
