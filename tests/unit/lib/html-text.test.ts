import { describe, expect, it } from 'vitest';
import { htmlText } from '../../../src/lib/html-text.ts';

describe('htmlText', () => {
  it('reads owner HTML as its words, entities decoded once', () => {
    expect(htmlText('<h2>Tom &amp; Jerry &lt;3</h2><p>Caf&eacute;? No: caf&#233; &#x2014; &quot;open&quot;</p>')).toBe(
      'Tom & Jerry <3 Caf&eacute;? No: café — "open"',
    );
  });
  it('drops scripts and styles with their content, and keeps blocks apart', () => {
    expect(htmlText('<p>One</p><p>two</p><script>alert("x")</script><style>p { color: red }</style>')).toBe('One two');
  });
  it('leaves what is not an entity as written', () => {
    expect(htmlText('AT&T &#0; &#xD800; &bogus; 5 & 6')).toBe('AT&T &#0; &#xD800; &bogus; 5 & 6');
  });
});
