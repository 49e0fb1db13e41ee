import { describe, expect, it } from 'vitest';
import { sanitiseOwnerHtml } from '../../src/platform/security/sanitise-html.ts';

describe('sanitiseOwnerHtml', () => {
  it('keeps headings, tables, figures and details', () => {
    const html =
      '<h1>A</h1><table><caption>c</caption><thead><tr><th scope="col" colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">d</td></tr></tbody></table><figure><figcaption>f</figcaption></figure><details open><summary>s</summary>x</details>';
    expect(sanitiseOwnerHtml(html)).toBe(html);
  });
  it('removes scripts, styles, frames, forms, svg and event handlers', () => {
    const out = sanitiseOwnerHtml(
      '<script>alert(1)</script><style>*{}</style><iframe src="https://x.com"></iframe><form><input></form><svg><script>1</script></svg><p onclick="x()" onmouseover="y">ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });
  it('passes links through the URL sanitiser and guards new tabs', () => {
    expect(sanitiseOwnerHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href="/404/">x</a>');
    expect(sanitiseOwnerHtml('<a href="https://a.com" target="_blank">y</a>')).toBe('<a href="https://a.com" target="_blank" rel="noopener noreferrer">y</a>');
    expect(sanitiseOwnerHtml('<a href="/p" target="_top">z</a>')).toBe('<a href="/p">z</a>');
  });
  it('keeps images with safe sources only, lazily loaded', () => {
    expect(sanitiseOwnerHtml('<img src="https://cdn.example.com/a.png" alt="A" width="120" height="80px" onerror="x">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="A" width="120" loading="lazy" decoding="async" />',
    );
    expect(sanitiseOwnerHtml('<img src="data:image/png;base64,AAAA">')).toContain('src="data:image/png;base64,AAAA"');
    expect(sanitiseOwnerHtml('<img src="javascript:alert(1)"><img src="data:text/html,x"><img src="mailto:a@b.c"><img>')).toBe('');
  });
  it('keeps only listed inline styles, never url() or expression()', () => {
    expect(sanitiseOwnerHtml('<p style="color:red;background:url(x.png);background-color:url(y)">a</p>')).toBe('<p style="color:red">a</p>');
    expect(sanitiseOwnerHtml('<div style="width:expression(alert(1));padding:1rem 2rem;position:fixed">b</div>')).toBe(
      '<div style="padding:1rem 2rem">b</div>',
    );
  });
  it('drops ids and unusual class names', () => {
    expect(sanitiseOwnerHtml('<p id="x" name="y" class="lead &quot;x">c</p>')).toBe('<p class="lead">c</p>');
  });
});
