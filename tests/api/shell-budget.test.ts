// Shell budget: no framework on every page, the shell's script under 2 KB gzip, no third-party request.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SHELL_SCRIPT } from '../../src/lib/shell-script.ts';

describe('shell budget', () => {
  it('keeps the shell script at or below 2 KB gzip', () => {
    expect(gzipSync(SHELL_SCRIPT).length).toBeLessThanOrEqual(2048);
  });

  it.each(['/about/', '/terms-of-use/'])('content page %s loads no script file and no island, only the inline shell script', async (path) => {
    const html = parseHtml((await storeRequest('demo', path)).text);
    expect(html.all('script[src]')).toHaveLength(0);
    expect(html.all('astro-island')).toHaveLength(0);
    const inline = html.all('script:not([type])').concat(html.all('script[type="module"]'));
    expect(inline).toHaveLength(1);
  });

  it('keeps the home page free of frameworks: no island, only small enhancement scripts for its interactive blocks', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    expect(html.all('astro-island')).toHaveLength(0);
    const inline = [...html.all('script:not([type])'), ...html.all('script[type="module"]:not([src])')].map((script) =>
      script.children.map((child) => ('data' in child ? child.data : '')).join(''),
    );
    // Module scripts and what they import (one level is all Vite emits for these).
    const files: string[] = [];
    for (const script of html.all('script[src]')) {
      const source = (await storeRequest('demo', script.attribs.src!)).text;
      files.push(source);
      for (const match of source.matchAll(/from\s*"(\.\/[^"]+)"|import\s*"(\.\/[^"]+)"/g)) {
        files.push((await storeRequest('demo', `/_astro/${(match[1] ?? match[2])!.slice(2)}`)).text);
      }
    }
    const all = [...inline, ...files].join('\n');
    expect(all).not.toMatch(/react/i);
    expect(gzipSync(all).length).toBeLessThanOrEqual(4096);
  });

  it('asks no third party for anything needed to render', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    const fetched = [
      ...html.all('img[src], video[src], source[src], script[src], iframe[src]').map((element) => element.attribs.src ?? ''),
      ...html
        .all('link[href]')
        .filter((link) => link.attribs.rel !== 'canonical')
        .map((link) => link.attribs.href ?? ''),
      ...html.all('img[srcset]').flatMap((image) => (image.attribs.srcset ?? '').split(',').map((entry) => entry.trim().split(' ')[0] ?? '')),
    ];
    expect(fetched.length).toBeGreaterThan(10);
    for (const address of fetched) expect(address, address).toMatch(/^\/(?!\/)/);
    const styles = html
      .all('style')
      .map((style) => style.children.map((child) => ('data' in child ? child.data : '')).join(''))
      .join('\n');
    expect(styles).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
  });
});
