import { describe, expect, it } from 'vitest';
import { summary, summaryProps } from './schema.ts';

describe('summary schema', () => {
  it('defaults to an empty boxed list', () => {
    expect(summaryProps.parse({})).toEqual({ title: '', points: [], layout: 'list', boxed: true });
  });
  it('leaves out points without text and gives points the leaf icon by default', () => {
    const parsed = summaryProps.parse({ points: [{ text: 'Organic cotton' }, { icon: 'truck', text: '  ' }, { icon: 'truck', text: 'Free delivery' }] });
    expect(parsed.points).toEqual([
      { icon: 'leaf', text: 'Organic cotton' },
      { icon: 'truck', text: 'Free delivery' },
    ]);
  });
  it('takes at most 12 points of 160 characters', () => {
    expect(summaryProps.safeParse({ points: Array.from({ length: 13 }, () => ({ text: 'x' })) }).success).toBe(false);
    expect(summaryProps.safeParse({ points: [{ text: 'x'.repeat(161) }] }).success).toBe(false);
  });
  it('starts new blocks with delivery, returns and organic points', () => {
    expect(summaryProps.parse(summary.builder?.()).points.map((point) => point.icon)).toEqual(['truck', 'recycle', 'leaf']);
  });
});
