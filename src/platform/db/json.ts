// JSON text columns: written with toJson, read with fromJson. A corrupt value is a bug
// worth hearing about, so it throws with the column it came from.

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson<T = unknown>(text: string | null | undefined, column: string): T {
  if (text === null || text === undefined || text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`Column ${column} holds invalid JSON`, { cause: error });
  }
}

/** Now as ISO-8601 text, the portable time format of every table. */
export function now(): string {
  return new Date().toISOString();
}

export const flag = (value: boolean): number => (value ? 1 : 0);
