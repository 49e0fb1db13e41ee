// The live-chat hub on SQLite (one instance) hands every announcement to this
// process's listeners, after the announcing call returns; an unsubscribed listener hears nothing.
import { describe, expect, it } from 'vitest';
import { ChatHub } from '../../src/server/engagement/live-chat/hub.ts';
import type { Db } from '../../src/platform/db/database.ts';

describe('ChatHub on SQLite', () => {
  it('delivers in-process, after the announcing call returns, to every listener until it unsubscribes', async () => {
    const hub = new ChatHub('sqlite', '');
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = await hub.subscribe((chatId) => first.push(chatId));
    await hub.subscribe((chatId) => second.push(chatId));
    const announcing = hub.announce({} as Db, 7);
    expect(first).toEqual([]);
    await announcing;
    await Promise.resolve();
    expect(first).toEqual([7]);
    expect(second).toEqual([7]);
    stopFirst();
    await hub.announce({} as Db, 8);
    await Promise.resolve();
    expect(first).toEqual([7]);
    expect(second).toEqual([7, 8]);
  });

  it('keeps delivering when one listener throws', async () => {
    const hub = new ChatHub('sqlite', '');
    const heard: number[] = [];
    await hub.subscribe(() => {
      throw new Error('broken stream');
    });
    await hub.subscribe((chatId) => heard.push(chatId));
    const error = console.error;
    console.error = () => {};
    try {
      await hub.announce({} as Db, 3);
      await Promise.resolve();
    } finally {
      console.error = error;
    }
    expect(heard).toEqual([3]);
  });
});
