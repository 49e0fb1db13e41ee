import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { affiliateAttributionProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const settings = { enabled: true, commissionRate: 12.5, cookieDays: 30 };
const render = (raw: Record<string, unknown>, data: unknown = { settings, divisionId: 7 }) =>
  renderer.render({ type: 'affiliateAttribution', properties: affiliateAttributionProps.parse(raw), data });

describe('affiliateAttribution', () => {
  it('has defaults', () => {
    expect(affiliateAttributionProps.parse({})).toMatchObject({ title: 'Become an affiliate', buttonText: 'Get my link', showTerms: true });
  });
  it('shows the terms and a plain sign-up form posting to /affiliates/join/', async () => {
    const html = await render({});
    expect(html).toContain('<strong>12.5%</strong>');
    expect(html).toContain('<strong>30 days</strong>');
    expect(html).toMatch(/<form class="join-form" method="post" action="\/affiliates\/join\/">/);
    expect(html).not.toMatch(/<script/);
  });
  it("escapes the owner's text and hides when the programme is closed", async () => {
    expect(await render({ title: '<u>x</u>', buttonText: '"><b>' })).toContain('&lt;u&gt;x&lt;/u&gt;');
    expect((await render({}, { settings: { ...settings, enabled: false }, divisionId: 7 })).trim()).toBe('');
  });
});
