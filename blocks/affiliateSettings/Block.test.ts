import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { affiliateSettingsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => { renderer = await loadBlock(new URL('./Block.astro', import.meta.url)); });
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, preview = false, settings = { enabled: true, commissionRate: 10, cookieDays: 1 }) =>
  renderer.render({ type: 'affiliateSettings', properties: affiliateSettingsProps.parse(raw), data: { settings } }, { preview });

describe('affiliateSettings', () => {
  it('shows the commission and cookie lifetime set by the owner', async () => {
    const html = await render({});
    expect(html).toContain('<strong>10%</strong>');
    expect(html).toContain('<strong>1 day</strong>');
    expect(html).not.toContain('/dashboard/store/affiliates/');
  });
  it("links the owner to the Affiliates screen in the editor's preview only", async () => {
    expect(await render({}, true)).toContain('href="/dashboard/store/affiliates/"');
  });
  it("escapes the owner's text", async () => {
    expect(await render({ copy: '<a href="javascript:x">' })).toContain('&lt;a href=&quot;javascript:x&quot;&gt;');
  });
});
