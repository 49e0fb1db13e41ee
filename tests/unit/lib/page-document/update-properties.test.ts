import { describe, expect, it } from 'vitest';
import { findBlock, updateProperties } from '../../../../src/lib/page-document/index.ts';
import { block, frozen, page } from './fixture.ts';

describe('updateProperties', () => {
  it('merges the changed keys into a nested block, keeping the others', () => {
    const before = [block('g', 'grid', [{ ...block('c'), properties: { text: 'Hi', align: 'left' } }])];
    const next = updateProperties(before, 'c', { align: 'center', colour: '#ffffff' });
    expect(findBlock(next, 'c')!.node.properties).toEqual({ text: 'Hi', align: 'center', colour: '#ffffff' });
  });

  it('leaves its input as it was and shares the blocks it did not touch', () => {
    const before = frozen(page());
    const next = updateProperties(before, 'd', { text: 'changed' });
    expect(findBlock(before, 'd')!.node.properties).toEqual({ text: 'd' });
    expect(next[0]).toBe(before[0]);
    expect(next[1]!.items[1]!.items[0]).toBe(before[1]!.items[1]!.items[0]);
  });

  it('gives the same document back when every value is already set', () => {
    const before = page();
    expect(updateProperties(before, 'd', { text: 'd' })).toBe(before);
    expect(updateProperties(before, 'd', {})).toBe(before);
  });

  it('refuses an id not on the page', () => {
    expect(() => updateProperties(page(), 'nope', { text: 'x' })).toThrow(expect.objectContaining({ code: 'notFound' }));
  });
});
