// How a gate remembers that the visitor confirmed. No zod here: the browser script
// imports this file too.

const DAY_MS = 86_400_000;

/** Storage key of a gate's answer; gates with the same name share it. */
export function gateStorageKey(name: string): string {
  return `gate:${name}`;
}

/** The stored value: the time (ms) until which the answer holds. */
export function acceptedUntil(rememberDays: number, now: number): string {
  return String(now + rememberDays * DAY_MS);
}

/** True while a stored answer has not yet expired. */
export function isStillAccepted(stored: string | null, now: number): boolean {
  return stored !== null && Number(stored) > now;
}
