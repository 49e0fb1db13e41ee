import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { affiliateSettingsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, preview = false, settings = { enabled: true, commissionRate: 10, cookieDays: 1 }) =>
  renderer.render({ type: 'affiliateSettings', properties: affiliateSettingsProps.parse(raw), data: { settings, divisionId: 7 } }, { preview });

describe('affiliateSettings', () => {
  it('shows the commission and cookie lifetime set by the owner', async () => {
    const html = await render({});
    expect(html).toContain('<strong>10%</strong>');
    expect(html).toContain('<strong>1 day</strong>');
    expect(html).not.toContain('/dashboard/store/affiliates/');
  });
  it("is the owner's form in the editor's preview only, with no script for shoppers", async () => {
    const shoppers = await render({});
    expect(shoppers).not.toContain('data-affiliate-form');
    expect(shoppers).not.toMatch(/<script/);
    const preview = await render({}, true);
    expect(preview).toMatch(/<form class="owner-form" data-affiliate-form data-method="PUT" data-action="\/omnis\/v3\/divisions\/7\/affiliates\/settings\/">/);
    expect(preview).toMatch(/name="commissionRate"[^>]*value="10"/);
    expect(preview).toMatch(/<script[^>]+type="module"/);
    expect(preview).toContain('href="/dashboard/store/affiliates/"');
  });
  it('shows the owner the form while the programme is closed, and shoppers nothing', async () => {
    const closed = { enabled: false, commissionRate: 10, cookieDays: 30 };
    expect((await render({}, false, closed)).trim()).toBe('');
    const preview = await render({}, true, closed);
    expect(preview).toContain('data-affiliate-form');
    expect(preview).not.toContain('<dl class="affiliate-terms"');
  });
  it("escapes the owner's text", async () => {
    expect(await render({ copy: '<a href="javascript:x">' })).toContain('&lt;a href=&quot;javascript:x&quot;&gt;');
  });
});
