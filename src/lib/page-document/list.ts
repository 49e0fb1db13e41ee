// Copy-on-write list edits, as Puck's lib/data/insert.ts and remove.ts: the input is never touched.

export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const result = [...list];
  result.splice(index, 0, item);
  return result;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  const result = [...list];
  result.splice(index, 1);
  return result;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const result = [...list];
  result[index] = item;
  return result;
}
