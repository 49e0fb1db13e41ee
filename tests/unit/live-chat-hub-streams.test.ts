import { describe, expect, it } from 'vitest';
import { ChatHub } from '../../src/server/engagement/live-chat/hub.ts';

// Shutdown ends every open event stream (their browsers reconnect to another instance).

describe('ChatHub stream holding', () => {
  it('ends the streams still open, not the released ones, and ends a stream opened afterwards at once', async () => {
    const hub = new ChatHub('sqlite', '');
    const ended: string[] = [];
    hub.holdStream(() => ended.push('one'));
    const release = hub.holdStream(() => ended.push('two'));
    hub.holdStream(() => ended.push('three'));
    release();
    expect(hub.closeStreams()).toBe(2);
    expect(ended).toEqual(['one', 'three']);

    hub.holdStream(() => ended.push('late'));
    expect(ended).toEqual(['one', 'three']);
    await Promise.resolve();
    expect(ended).toEqual(['one', 'three', 'late']);
    expect(hub.closeStreams()).toBe(0);
  });
});
