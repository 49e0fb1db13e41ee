// The mail that tells a requester staff approved or denied their permission request.
import { describe, expect, it } from 'vitest';
import { permissionReviewEmail } from '../../../src/server/accounts/mails/permission-review.ts';

describe('permission review mail', () => {
  it('says approved, lists the rights and links the dashboard', () => {
    const mail = permissionReviewEmail({
      storeName: 'Demo',
      firstName: 'Robin',
      permissions: ['dashboard.themes', 'dashboard.pages'],
      approved: true,
      link: 'https://demo.example/dashboard/',
    });
    expect(mail.subject).toBe('Your permission request was approved');
    expect(mail.text).toContain('dashboard.themes');
    expect(mail.html).toContain('href="https://demo.example/dashboard/"');
  });
  it('says denied with the reviewer’s note, escaped', () => {
    const mail = permissionReviewEmail({
      storeName: 'Demo',
      firstName: '',
      permissions: ['dashboard.billing'],
      approved: false,
      note: 'Ask the <owner>',
      link: 'https://demo.example/dashboard/',
    });
    expect(mail.subject).toBe('Your permission request was denied');
    expect(mail.html).toContain('Ask the &lt;owner&gt;');
    expect(mail.html).not.toContain('<owner>');
    expect(mail.text).toContain('Hi there');
  });
});
