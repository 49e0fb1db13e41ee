import type { z } from 'zod';
import { BLOCK_TYPES } from '../../blocks/schemas.ts';
import { blockErrors } from '../../blocks/errors.ts';
import { PageDocument } from './page-document.ts';

// A stored page must still render when part of it is bad: a block of an
// unknown type is dropped, a bad property falls back to its default and a node whose own
// fields are bad (id, size…) is dropped, each with a report, and never a crash. The
// document is parsed once; only when that fails are the failing parts cut out, guided by
// the issues' paths, and the rest parsed again.

type RawNode = Record<string, unknown> & { items?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isKnownType(type: unknown): boolean {
  return typeof type === 'string' && Object.hasOwn(BLOCK_TYPES, type);
}

/** Copies the tree, leaving out nodes that are not objects or whose type is not registered. */
function knownNodes(raw: unknown, log: (message: string) => void): RawNode[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((node): RawNode[] => {
    if (!isRecord(node)) return [];
    if (!isKnownType(node.type)) {
      log(blockErrors.notRegistered(String(node.type)).message);
      return [];
    }
    const properties = isRecord(node.properties) ? { ...node.properties } : {};
    return [{ ...node, properties, items: knownNodes(node.items ?? [], log) }];
  });
}

/** The node an issue path points into, and what of it is wrong. */
function locate(nodes: RawNode[], path: readonly PropertyKey[]): { list: RawNode[]; index: number; rest: PropertyKey[] } | undefined {
  let list = nodes;
  let at = 0;
  for (;;) {
    const index = path[at];
    if (typeof index !== 'number') return undefined;
    const node = list[index];
    if (!node) return undefined;
    const field = path[at + 1];
    if (field === 'items' && typeof path[at + 2] === 'number' && Array.isArray(node.items)) {
      list = node.items;
      at += 2;
      continue;
    }
    return { list, index, rest: path.slice(at + 1) };
  }
}

/** Resets the property an issue points at to its default (by removing it); false when it points elsewhere. */
function resetProperty(nodes: RawNode[], issue: z.core.$ZodIssue, log: (message: string) => void): boolean {
  const place = locate(nodes, issue.path);
  const node = place?.list[place.index];
  if (!place || !node) return false;
  const [field, key] = place.rest;
  const properties = node.properties;
  if (field !== 'properties' || typeof key !== 'string' || !isRecord(properties) || !(key in properties)) return false;
  delete properties[key];
  log(`Block ${String(node.id)} (${String(node.type)}): invalid ${key} reset to defaults`);
  return true;
}

/** Drops the node an issue points into; false when the issue could not be placed. */
function dropNode(nodes: RawNode[], issue: z.core.$ZodIssue, log: (message: string) => void): boolean {
  const place = locate(nodes, issue.path);
  const node = place?.list[place.index];
  if (!place || !node) return false;
  place.list.splice(place.index, 1);
  log(`Block ${String(node.id)} (${String(node.type)}): invalid ${String(place.rest[0] ?? 'node')}, block dropped`);
  return true;
}

/** Parses a stored (or editor-sent) page document into typed block nodes, repairing what it must. */
export function parsePageDocument(raw: unknown, log: (message: string) => void): PageDocument {
  const nodes = knownNodes(raw, log);
  // Each round removes at least one property or node, so this ends.
  for (;;) {
    const parsed = PageDocument.safeParse(nodes);
    if (parsed.success) return parsed.data;
    // Properties are reset all at once (no node moves); a node is dropped one per round,
    // since dropping shifts the paths of the issues after it.
    const reset = parsed.error.issues.filter((issue) => resetProperty(nodes, issue, log)).length;
    if (reset > 0) continue;
    const [first] = parsed.error.issues;
    if (!first || !dropNode(nodes, first, log)) {
      log(`Page document unreadable, no blocks shown: ${parsed.error.message}`);
      return [];
    }
  }
}
