// Bad uploads: an SVG is rebuilt from an allow-list, so nothing that can run,
// fetch or navigate survives, while its drawing does.
import { describe, expect, it } from 'vitest';
import { isSafeCss, sanitiseSvg } from '../../../src/server/studio/uploads/svg-sanitise.ts';
import { sniffFormat } from '../../../src/server/studio/uploads/sniff.ts';

const svg = (body: string, root = 'width="100" height="50"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${body}</svg>`;

function clean(source: string): string {
  const result = sanitiseSvg(source);
  if (!result) throw new Error('refused');
  return result.svg;
}

/** What no stored SVG may contain, whatever it was sent with. */
const FORBIDDEN = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /foreignObject/i,
  /@import/i,
  /https?:\/\/(?!www\.w3\.org\/)/i,
  /data:image\/svg/i,
  /<set\b/i,
  /<animate/i,
  /<iframe/i,
  /<!DOCTYPE/i,
  /<!ENTITY/i,
];

describe('sanitiseSvg', () => {
  it('keeps the drawing: shapes, gradients, local references, text and safe styles', () => {
    const source = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><path id="p" d="M0 0h10"/></defs><rect width="10" height="10" fill="url(#g)" style="stroke: #000; fill: url(#g)"/><use xlink:href="#p"/><text x="1" y="2" font-family="Lato">Hi &amp; bye</text><style>.a > .b { fill: red }</style>',
    );
    const result = sanitiseSvg(source)!;
    expect(result.drawings).toBe(4);
    expect(result.svg).toContain('<linearGradient id="g">');
    expect(result.svg).toContain('fill="url(#g)"');
    expect(result.svg).toContain('style="stroke: #000; fill: url(#g)"');
    expect(result.svg).toContain('<use xlink:href="#p"/>');
    expect(result.svg).toContain('Hi &amp; bye');
    expect(result.svg).toContain('.a &gt; .b { fill: red }');
    expect(result.size).toEqual({ width: '100', height: '50', viewBox: undefined });
  });

  it('removes scripts, event handlers, foreignObject and animation', () => {
    const out = clean(
      svg(
        '<script>alert(1)</script><script xlink:href="https://evil.test/x.js"/><rect width="5" height="5" onclick="alert(1)" onload="alert(2)"/><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject><a xlink:href="#x"><set attributeName="href" to="javascript:alert(4)"/><animate attributeName="href" values="javascript:alert(5)"/><circle r="2"/></a>',
        'width="10" height="10" onload="alert(6)"',
      ),
    );
    for (const pattern of FORBIDDEN) expect(out).not.toMatch(pattern);
    expect(out).toContain('<rect width="5" height="5"/>');
    expect(out).toContain('<circle r="2"/>');
  });

  it('removes javascript: and external links, external <use> and non-image data: URLs', () => {
    const out = clean(
      svg(
        '<a href="javascript:alert(1)"><rect width="1" height="1"/></a><use href="https://evil.test/sprite.svg#icon"/><use xlink:href="sprite.svg#icon"/><image href="data:image/svg+xml;base64,PHN2Zz4="/><image xlink:href="http://evil.test/track.png" width="1" height="1"/><image href="data:text/html;base64,PGI+"/><image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/><feImage href="https://evil.test/x.png"/>',
      ),
    );
    for (const pattern of FORBIDDEN) expect(out).not.toMatch(pattern);
    expect(out).not.toContain('<use');
    expect(out).not.toContain('sprite.svg');
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/>');
    expect(out.match(/<image/g)).toHaveLength(1);
    // Listed, so the upload checks the inline picture's size like an upload's.
    expect(sanitiseSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/webp;base64,UklGR"/>'))!.inlineRasters).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
  });

  it('drops style sheets and attributes that import, fetch or escape', () => {
    const out = clean(
      svg(
        '<style>@import url(https://evil.test/a.css); rect { fill: red }</style><style>rect { background: url("https://evil.test/beacon") }</style><style>rect { fill: u\\72l(https://evil.test/) }</style><style>@font-face { font-family: x; src: url(#f) }</style><rect width="1" height="1" style="fill: url(https://evil.test/p)" fill="url(http://evil.test/#g)" mask="url(#m)"/>',
      ),
    );
    for (const pattern of FORBIDDEN) expect(out).not.toMatch(pattern);
    expect(out).not.toContain('<style');
    expect(out).toContain('<rect width="1" height="1" mask="url(#m)"/>');
  });

  it('drops comments, the doctype and its entities', () => {
    const out = clean(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- hi --><text>&lol2;</text></svg>',
    );
    expect(out).not.toMatch(/DOCTYPE|ENTITY|<!--/);
    expect(out).not.toContain('lollol');
  });

  it('counts what is left: an SVG of nothing but script draws nothing', () => {
    expect(sanitiseSvg(svg('<script>alert(1)</script>'))!.drawings).toBe(0);
    expect(sanitiseSvg(svg('<g><defs><path d="M0 0"/></defs></g>'))!.drawings).toBe(1);
  });

  it('refuses a document whose root is not <svg>', () => {
    expect(sanitiseSvg('<html><body><svg viewBox="0 0 1 1"><rect/></svg></body></html>')).toBeUndefined();
    expect(sanitiseSvg('not xml at all')).toBeUndefined();
  });
});

describe('isSafeCss', () => {
  it.each([
    ['fill: red; stroke: url(#g)', true],
    ['fill: url( "#g" )', true],
    ['@import "x.css";', false],
    ['fill: url(x.png)', false],
    ['fill: url(data:image/png;base64,AAAA)', false],
    ['background: image-set("x.png" 1x)', false],
    ['fill: \\75rl(x)', false],
    ['width: expression(alert(1))', false],
    ['fill: url(#g); background: url(//evil.test/x)', false],
  ])('%s → %s', (css, safe) => {
    expect(isSafeCss(css)).toBe(safe);
  });
});

describe('sniffFormat', () => {
  it('reads the bytes, not the name', () => {
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('GIF89a\x01\x00'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeUndefined();
    expect(
      sniffFormat(
        Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"/>'),
      ),
    ).toBe('svg');
    expect(sniffFormat(Buffer.from('hello'))).toBeUndefined();
  });
});
