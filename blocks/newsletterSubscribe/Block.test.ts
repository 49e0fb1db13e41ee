import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { newsletterSubscribeProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'newsletterSubscribe', properties: newsletterSubscribeProps.parse(raw) });

describe('newsletterSubscribe block', () => {
  it('is a plain form that posts without script', async () => {
    const html = await render({});
    expect(html).toMatch(/<form[^>]+method="post"[^>]+action="\/subscribe\/"[^>]*data-newsletter-form/);
    expect(html).toContain('name="mailingList" value="newsletter"');
    expect(html).toMatch(/<input type="email" name="email"[^>]*required/);
    expect(html).toMatch(/<button class="button" type="submit"[^>]*>Subscribe<\/button>/);
    expect(html).toContain('Don&#39;t Miss Out');
  });
  it('has an empty status line for the answer, read out when it changes', async () => {
    expect(await render({})).toMatch(/<p class="status" role="status" data-newsletter-status[^>]*><\/p>/);
  });
  it('asks for a first name only when told to', async () => {
    expect(await render({})).toContain('name="firstName"');
    expect(await render({ askFirstName: false })).not.toContain('name="firstName"');
  });
  it('brings the fetch enhancement along', async () => {
    expect(await render({})).toMatch(/<script[^>]+type="module"/);
  });
});
