// Live chat: the visibility, opened-flag, transfer and nudge rules.
import { describe, expect, it } from 'vitest';
import { INITIAL_VISIBILITY, inChat, openedAfterStatus, openedOnLeave, shouldNudge, transferTarget, visibilityFor } from '../../src/lib/live-chat/rules.ts';
import { onLeave, readChatMemory, withStatus, writeChatMemory, MEMORY_KEY } from '../../src/lib/client/live-chat/memory.ts';
import { LIVE_CHAT_GROUPS, groupName } from '../../src/lib/live-chat-calls.ts';

describe('live chat groups', () => {
  it('numbers pro 1, integrations 2, support 3, studio 4, and the default general 0', () => {
    expect(LIVE_CHAT_GROUPS).toEqual({ general: 0, pro: 1, integrations: 2, support: 3, studio: 4 });
    expect(groupName(3)).toBe('support');
    expect(groupName(9)).toBeUndefined();
  });
});

describe('visibility', () => {
  it('starts hidden', () => expect(INITIAL_VISIBILITY).toBe('hidden'));
  it('is hidden while the group is offline, whatever was wanted', () => {
    expect(visibilityFor(false, 'maximized')).toBe('hidden');
    expect(visibilityFor(false, 'minimized')).toBe('hidden');
    expect(visibilityFor(true, 'maximized')).toBe('maximized');
    expect(visibilityFor(true, 'minimized')).toBe('minimized');
  });
});

describe('the opened flag', () => {
  it('is remembered while chatting or queued', () => {
    expect(openedAfterStatus(true, 'chatting')).toBe(true);
    expect(openedAfterStatus(true, 'queued')).toBe(true);
    expect(openedAfterStatus(false, 'chatting')).toBe(false);
    expect(inChat('queued') && inChat('chatting') && !inChat('browsing')).toBe(true);
  });
  it('is cleared at browsing', () => expect(openedAfterStatus(true, 'browsing')).toBe(false));
  it('is cleared on leaving while not in chat, and kept on leaving in chat', () => {
    expect(openedOnLeave(true, 'browsing')).toBe(false);
    expect(openedOnLeave(true, 'queued')).toBe(true);
    expect(openedOnLeave(true, 'chatting')).toBe(true);
  });
  it('is what the browser keeps between pages (sessionStorage)', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) } as Storage;
    expect(readChatMemory(store)).toEqual({ token: null, chatId: null, status: 'browsing', opened: false });
    writeChatMemory({ token: 't', chatId: 4, status: 'queued', opened: true }, store);
    expect(JSON.parse(values.get(MEMORY_KEY)!)).toMatchObject({ chatId: 4, opened: true });
    const memory = readChatMemory(store);
    expect(onLeave(memory).opened).toBe(true);
    expect(withStatus(memory, 'chatting')).toMatchObject({ opened: true, chatId: 4 });
    const ended = withStatus(memory, 'browsing');
    expect(ended).toMatchObject({ opened: false, chatId: null, token: 't' });
    expect(onLeave({ ...memory, status: 'browsing' }).opened).toBe(false);
    values.set(MEMORY_KEY, '{not json');
    expect(readChatMemory(store).opened).toBe(false);
  });
});

describe('transfer once chatting', () => {
  const base = { status: 'chatting' as const, chatGroup: 0, selected: 3, previousSelected: 0 };
  it('moves the chat to the selected group when it differs and the selection changed', () => {
    expect(transferTarget(base)).toBe(3);
    expect(transferTarget({ ...base, previousSelected: undefined })).toBe(3);
  });
  it('does nothing before chatting', () => {
    expect(transferTarget({ ...base, status: 'queued' })).toBeNull();
    expect(transferTarget({ ...base, status: 'browsing' })).toBeNull();
  });
  it('does nothing when the chat is already in the selected group', () => expect(transferTarget({ ...base, chatGroup: 3 })).toBeNull());
  it('does nothing when the selection did not change (staff moved it elsewhere)', () => {
    expect(transferTarget({ ...base, chatGroup: 2, previousSelected: 3 })).toBeNull();
  });
});

describe('the live-support nudge', () => {
  it('shows only if the group is online, not already notified and the chat not opened', () => {
    expect(shouldNudge({ groupOnline: true, alreadyNotified: false, chatOpened: false })).toBe(true);
    expect(shouldNudge({ groupOnline: false, alreadyNotified: false, chatOpened: false })).toBe(false);
    expect(shouldNudge({ groupOnline: true, alreadyNotified: true, chatOpened: false })).toBe(false);
    expect(shouldNudge({ groupOnline: true, alreadyNotified: false, chatOpened: true })).toBe(false);
  });
});
