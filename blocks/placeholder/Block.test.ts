import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from './render-block.ts';
import { placeholderProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, preview: boolean) =>
  renderer.render({ type: 'placeholder', properties: placeholderProps.parse(raw) }, { preview });

describe('placeholder block', () => {
  it('renders nothing on the storefront', async () => {
    expect((await render({ forType: 'banner' }, false)).trim()).toBe('');
  });
  it("reads 'Add {type}' in preview, with the type's title when it is registered", async () => {
    const html = await render({ forType: 'banner' }, true);
    expect(html).toContain('Add Banner');
    expect(html).toContain('data-placeholder-for="banner"');
  });
  it('falls back to the type name, or "block" when none is given', async () => {
    expect(await render({ forType: 'someFutureType' }, true)).toContain('Add someFutureType');
    expect(await render({}, true)).toContain('Add block');
  });
});
