import { describe, expect, it } from 'vitest';
import { liveChatProps } from './schema.ts';
import { editorFields } from '../editor-fields.ts';

describe('liveChat schema', () => {
  it('defaults the group to general', () => {
    expect(liveChatProps.parse({})).toMatchObject({ group: 'general', buttonStyle: 'primary', buttonText: 'Chat with us', showAfterSeconds: 0 });
  });
  it('takes only the named live-chat groups', () => {
    expect(liveChatProps.parse({ group: 'studio' }).group).toBe('studio');
    expect(liveChatProps.safeParse({ group: 'sales' }).success).toBe(false);
  });
  it('limits the delay and the texts, and refuses an unsafe image address', () => {
    expect(liveChatProps.safeParse({ showAfterSeconds: -1 }).success).toBe(false);
    expect(liveChatProps.safeParse({ showAfterSeconds: 601 }).success).toBe(false);
    expect(liveChatProps.safeParse({ buttonText: 'x'.repeat(41) }).success).toBe(false);
    expect(liveChatProps.parse({ image: 'javascript:alert(1)' }).image).not.toContain('javascript');
  });
  it('gives the editor every live chat field', () => {
    const names = editorFields('liveChat').map((field) => field.name);
    for (const name of ['group', 'title', 'body', 'image', 'buttonStyle', 'buttonText', 'showAfterSeconds']) expect(names).toContain(name);
  });
});
