import { describe, expect, it } from 'vitest';
import { generatedPageUrl, normalisePageUrl, pagePath, routeNameFor } from '../../../src/lib/page-routes.ts';

describe('dynamic store page routes', () => {
  it('names the home route "home"', () => expect(routeNameFor('/')).toBe('home'));
  it('strips outer slashes and turns the first inner slash into a dot', () => {
    expect(routeNameFor('/about/')).toBe('about');
    expect(routeNameFor('/help/sizing/')).toBe('help.sizing');
    expect(routeNameFor('/a/b/c/')).toBe('a.b/c');
  });
  it('normalises urls before save', () => {
    expect(normalisePageUrl('About Us')).toBe('/about-us/');
    expect(normalisePageUrl('//a///b')).toBe('/a/b/');
    expect(normalisePageUrl('/x/?q=1#y')).toBe('/x/');
    expect(normalisePageUrl('')).toBe('/');
  });
  it('generates a path for a page without url', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(generatedPageUrl(uuid)).toBe('/page-0f8fad5bd9cb/');
    expect(pagePath({ url: '', uuid })).toBe('/page-0f8fad5bd9cb/');
    expect(pagePath({ url: '/about', uuid })).toBe('/about/');
  });
});

import { isTemplatePage } from '../../../src/lib/page-structure.ts';

describe('page structure', () => {
  it('treats pages whose blocks all name a template section as template pages', () => {
    expect(isTemplatePage([{ template: 'hero' }, { template: 'story' }])).toBe(true);
    expect(isTemplatePage([{ template: 'hero' }, {}])).toBe(false);
    expect(isTemplatePage([])).toBe(false);
  });
});
