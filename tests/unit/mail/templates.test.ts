import { afterEach, describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/html.ts';
import { onBlockedUrl } from '../../../src/lib/url-sanitiser.ts';
import { passwordResetEmail } from '../../../src/server/accounts/mails/password-reset.ts';
import { permissionRequestEmail } from '../../../src/server/accounts/mails/permission-request.ts';
import { subscriptionEmail } from '../../../src/server/engagement/newsletter/subscription-mail.ts';
import { verificationEmail } from '../../../src/server/accounts/mails/verification.ts';

const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const LINK = 'https://demo.localhost:4321/subscription-verified?token=abc&x=1';

const all = {
  verification: verificationEmail({ storeName: 'Northwind Tees', firstName: 'Olivia', link: LINK }),
  passwordReset: passwordResetEmail({ storeName: 'Northwind Tees', firstName: 'Olivia', link: LINK, expiresInMinutes: 60 }),
  subscription: subscriptionEmail({ storeName: 'Northwind Tees', firstName: 'Olivia', link: LINK }),
  permissionRequest: permissionRequestEmail({
    storeName: 'Northwind Tees',
    requester: { name: 'Olivia Owner', email: 'owner@demo.test' },
    permissions: ['dashboard.pages', 'dashboard.themes'],
    reason: 'I look after the home page.',
    link: 'https://printfront.test/atlas/permissions/',
  }),
};

afterEach(() => onBlockedUrl((url) => console.warn(`[url-sanitiser] blocked unsafe URL: ${JSON.stringify(url.slice(0, 200))}`)));

describe('e-mail templates', () => {
  it.each(Object.entries(all))('%s is a 520 px table layout with subject, HTML and text parts', (_name, mail) => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const html = parseHtml(mail.html);
    expect(html.attr('table[width="520"]', 'style')).toContain('max-width:520px');
    expect(html.text('title')).toBe(mail.subject);
    expect(html.text('h1').length).toBeGreaterThan(0);
    expect(mail.text).toContain(html.text('h1'));
    expect(mail.text).not.toMatch(/<[a-z]/i);
    // Inline styles only: mail clients drop <style> and <link>.
    expect(mail.html).not.toMatch(/<style|<link|<script/i);
  });

  it('writes the subscription e-mail with its link as a button, a fallback and in the text part', () => {
    const mail = all.subscription;
    expect(mail.subject).toBe('Please confirm your subscription to Northwind Tees');
    const html = parseHtml(mail.html);
    const links = html.all('a').map((a) => a.attribs.href);
    expect(links).toEqual([LINK, LINK]);
    expect(html.text('a')).toBe('Confirm subscription');
    expect(mail.html).toContain('https://demo.localhost:4321/subscription-verified?token=abc&amp;x=1');
    expect(mail.text).toContain('Hi Olivia,');
    expect(mail.text).toContain(`Confirm subscription:\n${LINK}`);
    expect(mail.text).toContain('7 days');
  });

  it('says how long a password reset link works', () => {
    expect(all.passwordReset.text).toContain('1 hour');
    expect(passwordResetEmail({ storeName: 'S', firstName: '', link: LINK, expiresInMinutes: 30 }).text).toContain('30 minutes');
    expect(passwordResetEmail({ storeName: 'S', firstName: '', link: LINK, expiresInMinutes: 30 }).text).toContain('Hi there,');
  });

  it('lists the permissions asked for and quotes the reason', () => {
    const html = parseHtml(all.permissionRequest.html);
    expect(html.all('li').map((li) => li.children.map((child) => ('data' in child ? child.data : '')).join(''))).toEqual([
      'dashboard.pages',
      'dashboard.themes',
    ]);
    expect(all.permissionRequest.subject).toBe('Permission request from Olivia Owner');
    expect(all.permissionRequest.text).toContain('- dashboard.pages\n- dashboard.themes');
    expect(all.permissionRequest.text).toContain('> I look after the home page.');
    expect(permissionRequestEmail({ storeName: 'S', requester: { name: 'A', email: 'a@b.test' }, permissions: ['x'], reason: 'r' }).html).not.toContain('<a ');
  });

  it('escapes every value it puts into the HTML', () => {
    const mails = [
      verificationEmail({ storeName: HOSTILE, firstName: HOSTILE, link: LINK }),
      subscriptionEmail({ storeName: HOSTILE, firstName: HOSTILE, link: LINK }),
      passwordResetEmail({ storeName: HOSTILE, firstName: HOSTILE, link: LINK, expiresInMinutes: 15 }),
      permissionRequestEmail({ storeName: HOSTILE, requester: { name: HOSTILE, email: 'a@b.test' }, permissions: [HOSTILE], reason: HOSTILE }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
      // The text part is plain text: the value as typed.
      expect(mail.text).toContain(HOSTILE);
    }
  });

  it('keeps a subject on one line whatever the names hold', () => {
    expect(subscriptionEmail({ storeName: 'Evil\r\nBcc: victim@example.com', firstName: 'A', link: LINK }).subject).toBe(
      'Please confirm your subscription to Evil Bcc: victim@example.com',
    );
  });

  it('sends links through the URL sanitiser, and an attribute cannot be broken out of', () => {
    const blocked: string[] = [];
    onBlockedUrl((url) => blocked.push(url));
    const script = verificationEmail({ storeName: 'S', firstName: 'A', link: 'javascript:alert(1)' });
    expect(script.html).not.toContain('javascript:');
    expect(parseHtml(script.html).attr('a', 'href')).toBe('/404/');
    expect(script.text).not.toContain('javascript:');
    expect(blocked).toContain('javascript:alert(1)');

    const quote = verificationEmail({ storeName: 'S', firstName: 'A', link: 'https://x.test/?a="><img src=x onerror=alert(1)>' });
    expect(parseHtml(quote.html).all('img')).toHaveLength(0);
    expect(parseHtml(quote.html).attr('a', 'href')).toBe('https://x.test/?a="><img src=x onerror=alert(1)>');
  });
});
