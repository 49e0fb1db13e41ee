import { describe, expect, it } from 'vitest';
import { upgradePageDocument } from '../../../src/server/content/pages/document-migrations.ts';

describe('page document migrations', () => {
  it('upgrades version 0 blocks: numeric size and props', () => {
    const upgraded = upgradePageDocument({
      blocks: [{ id: 'a', type: 'text', size: 6, props: { text: 'hi' }, items: [{ id: 'b', type: 'pod', size: 4, props: {} }] }],
    });
    expect(upgraded.version).toBe(1);
    expect(upgraded.blocks[0]).toMatchObject({ size: { w: 6 }, properties: { text: 'hi' } });
    expect(upgraded.blocks[0]?.items?.[0]).toMatchObject({ size: { w: 4 }, properties: {} });
    expect(upgraded.blocks[0]).not.toHaveProperty('props');
  });
  it('leaves current documents alone and refuses newer ones', () => {
    const current = { version: 1, blocks: [{ id: 'a', type: 'text', size: { w: 12 }, properties: {} }] };
    expect(upgradePageDocument(current)).toEqual(current);
    expect(() => upgradePageDocument({ version: 99, blocks: [] })).toThrow('newer');
  });
});
