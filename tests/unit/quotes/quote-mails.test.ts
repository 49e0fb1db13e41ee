// The bespoke flow's mails: what the customer and staff read, with names typed by people escaped.
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/html.ts';
import { bespokeUpdateEmail } from '../../../src/server/commerce/payments/bespoke-update-mail.ts';
import { quoteReceivedEmail } from '../../../src/server/fulfilment/quotes/mails/quote-received.ts';
import { quoteRequestStaffEmail } from '../../../src/server/fulfilment/quotes/mails/quote-request-staff.ts';

const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const LINK = 'https://demo.localhost:4321/advanced-quote/abc_DEF-123/';

describe('quote mails', () => {
  it('the customer gets the link to their quote’s page', () => {
    const mail = quoteReceivedEmail({ storeName: 'Northwind Tees', name: HOSTILE, link: LINK, deadline: '2026-12-10' });
    expect(mail.subject).toBe('We have your quote request');
    expect(parseHtml(mail.html).attr('a[href^="https://demo.localhost"]', 'href')).toBe(LINK);
    expect(mail.text).toContain(LINK);
    expect(mail.html).not.toContain('<script>');
  });

  it('staff read who asked, for what and by when; the subject stays one line', () => {
    const mail = quoteRequestStaffEmail({
      storeName: 'Northwind Tees',
      customer: { name: `Robin\r\nBcc: x@example.com`, email: 'robin@example.com', company: HOSTILE },
      lines: ['25 × Organic Tee (Black)'],
      deadline: '2026-12-10',
      link: 'https://demo.localhost:4321/atlas/quotes/',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('25 × Organic Tee (Black)');
    expect(mail.text).toContain('2026-12-10');
    expect(mail.html).not.toContain('<script>');
  });

  it('each step reads its own heading and button', () => {
    const mail = bespokeUpdateEmail({
      storeName: 'Northwind Tees',
      subject: 'Your quote is ready',
      heading: 'Your quote is ready',
      paragraphs: ['We have answered your quote: £450.00 including VAT.'],
      link: LINK,
      linkLabel: 'Read and authorise the terms',
    });
    const html = parseHtml(mail.html);
    expect(html.text('h1')).toBe('Your quote is ready');
    expect(mail.text).toContain('£450.00');
    expect(html.text(`a[href="${LINK}"]`)).toBe('Read and authorise the terms');
  });
});
