import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { mailContactFormProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'mailContactForm', properties: mailContactFormProps.parse(raw) });

describe('mailContactForm (contactEmail)', () => {
  it('has defaults and takes only a valid contact e-mail', () => {
    expect(mailContactFormProps.parse({})).toMatchObject({ contactEmail: '', title: 'Get in touch', buttonText: 'Send message' });
    expect(mailContactFormProps.safeParse({ contactEmail: 'not an email' }).success).toBe(false);
  });
  it('is a plain form posting to /contact/ with its block id, never the recipient', async () => {
    const html = await render({ contactEmail: 'owner@example.com' });
    expect(html).toMatch(/<form class="contact-form" method="post" action="\/contact\/">/);
    expect(html).toContain('name="block" value="sample"');
    expect(html).toMatch(/<input[^>]+type="email"[^>]+name="email"[^>]+required/);
    expect(html).toMatch(/<textarea[^>]+name="message"[^>]+required/);
    expect(html).not.toContain('owner@example.com');
    expect(html).not.toMatch(/<script/);
  });
  it("escapes the owner's text", async () => {
    const html = await render({ title: '<b>Hi</b>', copy: '"quoted" & <i>', buttonText: '<go>' });
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(html).toContain('&lt;i&gt;');
    expect(html).toContain('&lt;go&gt;');
  });
});
