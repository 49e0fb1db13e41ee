import { describe, expect, it } from 'vitest';
import { parseEmbedCode, rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=5" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; encrypted-media" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

describe('embed code', () => {
  itChecks(rules.embedCode, {
    valid: [
      '',
      YOUTUBE,
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      '  <IFRAME SRC=\'https://maps.example.com/embed?pb=1\' style="border:0" loading=lazy>\n</IFRAME>  ',
    ],
    invalid: [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="JaVaScRiPt:alert(1)"></iframe>',
      '<iframe src="&#106;avascript:alert(1)"></iframe>',
      '<iframe src="java\tscript:alert(1)"></iframe>',
      '<iframe src="http://player.vimeo.com/video/1"></iframe>',
      '<iframe src="//player.vimeo.com/video/1"></iframe>',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<iframe src="https://example.com" onload="alert(1)"></iframe>',
      '<iframe src="https://example.com" srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe srcdoc="hi"></iframe>',
      '<iframe></iframe>',
      '<iframe src="https://example.com" src="javascript:alert(1)"></iframe>',
      '<iframe src="https://example.com"></iframe><iframe src="https://example.org"></iframe>',
      '<iframe src="https://example.com"><script>alert(1)</script></iframe>',
      '<iframe src="https://example.com">',
      '<script src="https://example.com/x.js"></script>',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      '<iframe src="https://"></iframe>',
      '<div><iframe src="https://example.com"></iframe></div>',
    ],
  });
});

describe('parseEmbedCode', () => {
  it('returns the decoded src and attributes to render the frame from', () => {
    const embed = parseEmbedCode(YOUTUBE);
    expect(embed?.src).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&start=5');
    expect(embed?.attributes).toMatchObject({ width: '560', allowfullscreen: '', referrerpolicy: 'strict-origin-when-cross-origin' });
  });

  it('returns null for unsafe code', () => {
    expect(parseEmbedCode('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  });
});
