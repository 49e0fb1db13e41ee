// What the server processes of one machine tell each other through the primary on SQLite
// (src/app/siblings.ts sends and applies them; workers.ts passes them on).

export type SiblingMessage = { printfront: 'content'; divisionId: number; version: number } | { printfront: 'chat'; chatId: number } | { printfront: 'jobs' };

export function isSiblingMessage(message: unknown): message is SiblingMessage {
  if (typeof message !== 'object' || message === null) return false;
  const kind = (message as { printfront?: unknown }).printfront;
  return kind === 'content' || kind === 'chat' || kind === 'jobs';
}
