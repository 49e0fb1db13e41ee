import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonLdScript } from '../../../src/lib/structured-data.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('jsonLdScript', () => {
  it('is the script element with the JSON, in UTF-8', () => {
    const data = breadcrumbList([{ name: 'T-shirts – 2–3 days', path: '/t-shirts/' }], 'https://shop.test');
    const html = decode(jsonLdScript(data));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    expect(JSON.parse(html.slice('<script type="application/ld+json">'.length, -'</script>'.length))).toEqual(data);
  });

  it('escapes what could close the tag or start markup', () => {
    const html = decode(jsonLdScript({ name: '</script><b>Tees & co</b>' }));
    expect(html).toBe('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cb\\u003eTees \\u0026 co\\u003c/b\\u003e"}</script>');
  });

  it('encodes an object once: the next render gets the same bytes back', () => {
    const data = { name: 'Northwind Tees' };
    expect(jsonLdScript(data)).toBe(jsonLdScript(data));
    expect(jsonLdScript({ name: 'Northwind Tees' })).not.toBe(jsonLdScript(data));
  });
});
