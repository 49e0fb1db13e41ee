// Storage limits where the app writes: keys up to 256 characters, values up to 16384
// (cookies 3584 bytes). An entry over them is refused whole, never half-kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStorage } from '../../../src/lib/client/storage.ts';
import { MEMORY_KEY, readChatMemory, writeChatMemory } from '../../../src/lib/client/live-chat/memory.ts';

function fakeStorage() {
  const values = new Map<string, string>();
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) } as Storage & {
    values: Map<string, string>;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('writeStorage', () => {
  it('keeps a key of 256 characters and a value of 16384, and refuses one more of either, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = fakeStorage();
    expect(writeStorage(store, 'k'.repeat(256), 'v')).toBe(true);
    expect(writeStorage(store, 'k'.repeat(257), 'v')).toBe(false);
    expect(writeStorage(store, 'value', 'v'.repeat(16384))).toBe(true);
    expect(writeStorage(store, 'long', 'v'.repeat(16385))).toBe(false);
    expect([...store.values.keys()]).toEqual(['k'.repeat(256), 'value']);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('Storage key is longer than 256 characters.'),
      expect.stringContaining('Storage value is longer than 16384 characters.'),
    ]);
  });

  it('answers false where the browser refuses storage (full quota, no storage at all)', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeStorage(full, 'key', 'value')).toBe(false);
    expect(writeStorage(undefined, 'key', 'value')).toBe(false);
  });
});

describe('live chat memory within the limits', () => {
  it('keeps the memory between pages, and keeps the last one that fitted rather than an oversized one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = fakeStorage();
    expect(writeChatMemory({ token: 't', chatId: 4, status: 'queued', opened: true }, store)).toBe(true);
    expect(writeChatMemory({ token: 'x'.repeat(20_000), chatId: 5, status: 'queued', opened: true }, store)).toBe(false);
    expect(readChatMemory(store)).toMatchObject({ token: 't', chatId: 4 });
    expect(store.values.get(MEMORY_KEY)!.length).toBeLessThan(100);
  });
});
