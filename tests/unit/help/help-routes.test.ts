import { describe, expect, it } from 'vitest';
import { parseHelpPath, helpQuestionPath, helpGroupPath, helpReasonPath } from '../../../src/server/content/help/help-routes.ts';

describe('parseHelpPath', () => {
  it.each([
    [undefined, { kind: 'home' }],
    ['', { kind: 'home' }],
    ['size-guide', { kind: 'question', urlName: 'size-guide' }],
    ['size-guide/', { kind: 'question', urlName: 'size-guide' }],
    ['question', { kind: 'questions' }],
    ['question/size-guide', { kind: 'question', urlName: 'size-guide' }],
    ['group', { kind: 'groups' }],
    ['group/delivery', { kind: 'group', code: 'delivery' }],
    ['reason', { kind: 'reasons' }],
    ['reason/order-not-arrived', { kind: 'reason', urlName: 'order-not-arrived' }],
  ])('%j → %j', (rest, route) => expect(parseHelpPath(rest)).toEqual(route));

  it.each(['size-guide/more', 'group/delivery/extra', 'Size-Guide', 'a b', '%3Cscript%3E', '<script>', 'x'.repeat(121)])('refuses %j', (rest) => {
    expect(parseHelpPath(rest)).toBeUndefined();
  });
});

describe('help paths', () => {
  it('puts every help page under /help/', () => {
    expect(helpQuestionPath('size-guide')).toBe('/help/question/size-guide/');
    expect(helpGroupPath('delivery')).toBe('/help/group/delivery/');
    expect(helpReasonPath('faulty-item')).toBe('/help/reason/faulty-item/');
  });
});
