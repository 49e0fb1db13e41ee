import { describe, expect, it } from 'vitest';
import { ContactReason, HelpGroup, HelpfulAnswer, NewHelpQuestion, QuestionUrlName } from '../../../src/schemas/help.ts';
import { answerTeaser } from '../../../src/server/content/help/answer-text.ts';
import { plainText } from '../../../src/platform/security/sanitise-html.ts';

describe('help schemas', () => {
  it('keeps child route names free: no question may be called reason, question or group', () => {
    for (const name of ['reason', 'question', 'group']) expect(QuestionUrlName.safeParse(name).success, name).toBe(false);
    expect(QuestionUrlName.parse('size-guide')).toBe('size-guide');
  });
  it('fills question defaults', () => {
    expect(NewHelpQuestion.parse({ urlName: 'a', title: 'A?' })).toEqual({
      urlName: 'a',
      title: 'A?',
      answer: '',
      position: 0,
      popular: false,
      published: true,
    });
  });
  it('bounds group codes and icon names', () => {
    expect(HelpGroup.safeParse({ id: 1, code: 'Delivery Info', title: 'Delivery' }).success).toBe(false);
    expect(HelpGroup.safeParse({ id: 1, code: 'delivery', title: 'Delivery', icon: 'x"><script>' }).success).toBe(false);
    expect(HelpGroup.parse({ id: 1, code: 'delivery', title: 'Delivery' }).icon).toBe('grid');
  });
  it('sends contact actions through the URL sanitiser', () => {
    const reason = (href: string) => ContactReason.parse({ id: 1, urlName: 'r', title: 'R', action: { text: 'Go', href } });
    expect(reason('mailto:hello@shop.test?subject=Hi').action?.href).toBe('mailto:hello@shop.test?subject=Hi');
    expect(reason('/returns/').action?.href).toBe('/returns/');
    expect(reason('javascript:alert(1)').action?.href).toBe('/404/');
    expect(ContactReason.safeParse({ id: 1, urlName: 'r', title: 'R', action: { text: 'Go', href: '' } }).success).toBe(false);
  });
  it('reads helpful answers as yes or no only', () => {
    expect(HelpfulAnswer.safeParse('yes').success).toBe(true);
    expect(HelpfulAnswer.safeParse('maybe').success).toBe(false);
  });
});

describe('answer text', () => {
  const html =
    '<p>Yes, and it is free.</p><ul><li>Any brand counts.</li><li>Not denim &amp; not underwear.</li></ul><table><tr><td>S</td><td>49</td></tr></table>';
  it('keeps words of separate blocks apart, drops markup and reads entities as written', () => {
    expect(plainText(html)).toBe('Yes, and it is free. Any brand counts. Not denim & not underwear. S 49');
    expect(plainText('<p>Tom &amp; Jerry &lt;3</p><script>alert(1)</script><style>p{}</style>')).toBe('Tom & Jerry <3');
    expect(plainText('Caf&eacute;&nbsp;&#8220;open&#x201D;<br>late')).toBe('Café “open” late');
  });
  it('teases whole sentences within the limit', () => {
    expect(answerTeaser(html, 40)).toBe('Yes, and it is free. Any brand counts.');
    expect(answerTeaser('<p>One very long sentence without any end in sight at all</p>', 20)).toBe('One very long sente…');
  });
});
