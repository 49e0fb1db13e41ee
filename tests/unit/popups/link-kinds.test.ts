import { describe, expect, it } from 'vitest';
import { actionChoices, customLink, kindOfLink, LINK_KINDS, pageLink } from '../../../islands/popups/link-kinds.ts';

describe('link selection kinds', () => {
  it('offers the seven kinds in the spec order', () => {
    expect(LINK_KINDS.map((entry) => entry.kind)).toEqual(['product', 'collection', 'blog', 'page', 'action', 'link', 'studio']);
  });

  it('builds custom links through the URL sanitiser', () => {
    expect(customLink('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1' });
    expect(customLink('example.com/page')).toEqual({ href: 'https://example.com/page' });
    expect(customLink('mailto:hello@example.com')).toEqual({ href: 'mailto:hello@example.com' });
    expect(customLink('/about/')).toEqual({ href: '/about/' });
    expect(customLink('#top')).toEqual({ href: '#top' });
    expect(customLink('javascript:alert(1)')).toEqual({ error: 'Please enter a valid url.' });
    expect(customLink('java\tscript:alert(1)')).toEqual({ error: 'Please enter a valid url.' });
    expect(customLink('data:text/html,<script>')).toEqual({ error: 'Please enter a valid url.' });
    expect(customLink('   ')).toEqual({ error: 'Missing URL' });
  });

  it('turns actions into their real addresses', () => {
    const byAction = Object.fromEntries(actionChoices().map((choice) => [choice.action, choice.href]));
    expect(byAction.basket).toBe('/basket');
    expect(byAction.expressCheckout).toBe('/checkout?express=true');
  });

  it('normalises page urls the way pages are routed', () => {
    expect(pageLink('About Us')).toBe('/about-us/');
    expect(pageLink('/')).toBe('/');
  });

  it('recognises which kind an existing address came from', () => {
    expect(kindOfLink('/product/tee/')).toBe('product');
    expect(kindOfLink('/collection/new/')).toBe('collection');
    expect(kindOfLink('/blog/hello/')).toBe('blog');
    expect(kindOfLink('/design-your-own-t-shirt/')).toBe('studio');
    expect(kindOfLink('/studio/tee/')).toBe('studio');
    expect(kindOfLink('/checkout?express=true')).toBe('action');
    expect(kindOfLink('/about/')).toBe('page');
    expect(kindOfLink('https://example.com/')).toBe('link');
    expect(kindOfLink('//cdn.example.com/x')).toBe('link');
    expect(kindOfLink(undefined)).toBe('product');
  });
});
