import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { proBenefitsProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>, pro = false) => renderer.render({ type: 'proBenefits', properties: proBenefitsProps.parse(raw), data: { pro } });

describe('proBenefits', () => {
  it('lists what Pro adds and calls to the plans page by default', async () => {
    const props = proBenefitsProps.parse({});
    expect(props.benefits.length).toBeGreaterThan(2);
    expect(props.href).toBeUndefined();
    const html = await render({});
    expect(html).toContain('href="/teemill-plans/"');
    expect(html).toContain('<li>Save and publish your own pages</li>');
  });
  it("drops empty benefits and escapes the owner's text", async () => {
    const html = await render({ benefits: [{ text: '<img src=x onerror=alert(1)>' }, { text: '  ' }] });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/<li>/g)).toHaveLength(1);
  });
  it('passes the link through the URL sanitiser', async () => {
    const html = await render({ href: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
    expect(await render({ href: '/plans/' })).toContain('href="/plans/"');
  });
  it('is hidden for a store that is already Pro', async () => {
    expect((await render({}, true)).trim()).toBe('');
  });
});
