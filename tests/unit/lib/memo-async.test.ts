import { describe, expect, it } from 'vitest';
import { memoAsync } from '../../../src/lib/memo-async.ts';

describe('memoAsync', () => {
  it('creates once per key and shares the promise', async () => {
    const made: string[] = [];
    const get = memoAsync(async (key) => {
      made.push(key);
      return { key };
    });
    const [a, b, c] = await Promise.all([get('a'), get('a'), get('b')]);
    expect(a).toBe(b);
    expect(c).toEqual({ key: 'b' });
    expect(made).toEqual(['a', 'b']);
  });
  it('forgets a failure, so the next call tries again', async () => {
    let attempts = 0;
    const get = memoAsync(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('unreachable server');
      return 'ready';
    });
    await expect(get('smtp://x')).rejects.toThrow('unreachable server');
    await expect(get('smtp://x')).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });
});
