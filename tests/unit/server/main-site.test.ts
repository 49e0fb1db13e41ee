import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIN_SITE_ORIGIN, pointBlockedUrlsAtMainSite } from '../../../src/platform/http/main-site.ts';
import { onBlockedUrl, setMainSiteOrigin } from '../../../src/lib/url-sanitiser.ts';
import { sanitiseRichText } from '../../../src/platform/security/sanitise-html.ts';
import { loadBlock, type BlockRenderer } from '../../../blocks/placeholder/render-block.ts';
import { cardProps } from '../../../blocks/card/schema.ts';
import { currencyFor } from '../../../src/lib/currencies.ts';

// The URL sanitiser replaces a URL whose scheme it does not allow by the main site's 404 page.
describe("blocked URLs on the server go to the main site's 404 page", () => {
  let card: BlockRenderer;
  const reported = vi.fn();
  beforeAll(async () => {
    onBlockedUrl(reported);
    card = await loadBlock(new URL('../../../blocks/card/Block.astro', import.meta.url));
    pointBlockedUrlsAtMainSite();
  });
  afterAll(async () => {
    setMainSiteOrigin('');
    await card.close();
  });

  it('names the bare platform domain, keeping the page’s scheme', () => {
    // PLATFORM_DOMAIN defaults to localhost, PORT to 4321.
    expect(MAIN_SITE_ORIGIN).toMatch(/^\/\/localhost(:\d+)?$/);
  });

  it('in a block a store owner filled in', async () => {
    const html = await card.render(
      { type: 'card', properties: cardProps.parse({ title: 'Sale', href: 'javascript:alert(1)' }) },
      { currency: currencyFor('GBP') },
    );
    expect(html).toContain(`href="${MAIN_SITE_ORIGIN}/404/"`);
    expect(html).not.toContain('javascript:');
    expect(reported).toHaveBeenCalledWith('javascript:alert(1)');
  });

  it('in owner-written rich text', () => {
    expect(sanitiseRichText('<p><a href="javascript:alert(2)">x</a></p>')).toContain(`href="${MAIN_SITE_ORIGIN}/404/"`);
  });
});
