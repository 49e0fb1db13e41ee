// The mail contact form (block mailContactForm) sends through the outbox to
// the block's contactEmail, never to an address the visitor names, and is rate-limited.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeRequest, testStore, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makePage, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import type { Db } from '../../src/platform/db/database.ts';

const API = '/omnis/v3/frontend/contact/';
let db: Db;
let demo: TestStore;
let north: TestStore;
let demoId: number;
const recipient = uniqueEmail('store-inbox');
const blockId = randomUUID();
const northBlockId = randomUUID();

/** A page of the store holding a contact form block that sends to `contactEmail`. */
async function pageWithForm(store: TestStore, block: string, contactEmail: string, published = true): Promise<void> {
  const node = { id: block, type: 'mailContactForm', order: 0, size: { w: 12 }, properties: { contactEmail }, items: [] };
  await makePage(store, { url: `/contact-test-${block.slice(0, 8)}/`, properties: { title: 'Contact' }, blocks: [node], published, sitemap: false });
}

const mailsTo = (email: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
const message = (fields: Record<string, string> = {}) => ({
  block: blockId,
  name: 'Sam Sender',
  email: 'sam@example.com',
  message: 'Do you ship to Ireland?',
  ...fields,
});

beforeAll(async () => {
  [demo, north] = [await testStore('demo'), await testStore('north')];
  ({ db } = demo);
  demoId = demo.division.id;
  await pageWithForm(demo, blockId, recipient);
  await pageWithForm(north, northBlockId, uniqueEmail('north-inbox'));
});
beforeEach(async () => {
  await db.deleteFrom('rate_limits').where('key', 'like', 'contact:%').execute();
});

describe('POST /omnis/v3/frontend/contact/', () => {
  it("sends the message to the block's contactEmail through the outbox, replying to the visitor", async () => {
    const response = await new SessionClient().post<{ message: string }>(API, message({ name: '<b>Sam</b>' }));
    expect(response.status, response.text).toBe(200);
    expect(response.json.message).toBe('Thanks for your message. We will get back to you soon.');
    const [mail] = await mailsTo(recipient);
    expect(mail).toMatchObject({ division_id: demoId, template: 'contact-message', transport: 'outbox' });
    expect(mail?.text).toContain('Do you ship to Ireland?');
    expect(mail?.html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Sam</b>');
  });

  it('answers bad fields with 422 and the validation messages, sending nothing', async () => {
    const before = (await mailsTo(recipient)).length;
    const response = await new SessionClient().post<{ errors: Record<string, string[]> }>(API, message({ name: '', email: 'nope', message: 'hi' }));
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      name: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      message: ['Must contain at least 10 characters.'],
    });
    expect(await mailsTo(recipient)).toHaveLength(before);
  });

  it("will not send for another store's block or an unpublished page", async () => {
    const response = await new SessionClient().post<{ errors: Record<string, string[]> }>(API, message({ block: northBlockId }));
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({ block: ['This form cannot be sent.'] });
    const draft = randomUUID();
    await pageWithForm(demo, draft, uniqueEmail('draft'), false);
    expect((await new SessionClient().post(API, message({ block: draft }))).status).toBe(422);
  });

  it('is rate-limited: the sixth message in an hour is a 429 with Retry-After', async () => {
    const client = new SessionClient();
    for (let sent = 0; sent < 5; sent++) expect((await client.post(API, message())).status).toBe(200);
    const limited = await client.post<{ message: string }>(API, message());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The form without JavaScript counts against the same limit, and says so on the form.
    const form = await storeRequest('demo', '/contact/', {
      method: 'POST',
      body: new URLSearchParams(message()),
      headers: { origin: testStoreOrigin('demo') },
    });
    expect(form.status).toBe(429);
    expect(form.text).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  it('needs the XSRF header', async () => {
    const client = new SessionClient();
    client.xsrf = false;
    expect((await client.post(API, message())).status).toBe(403);
  });
});

describe('POST /contact/ (the form without JavaScript)', () => {
  const form = (fields: Record<string, string>, origin = testStoreOrigin('demo')) =>
    storeRequest('demo', '/contact/', { method: 'POST', body: new URLSearchParams(fields), headers: { origin } });

  it('sends and redirects to the thanks state', async () => {
    const before = (await mailsTo(recipient)).length;
    const response = await form({ ...message(), return: '/about/' });
    expect(response.status, response.text).toBe(303);
    expect(response.headers.location).toBe('/contact/?sent=1&return=%2Fabout%2F');
    expect(await mailsTo(recipient)).toHaveLength(before + 1);
    const thanks = await storeRequest('demo', String(response.headers.location));
    expect(thanks.text).toContain('Thanks for your message. We will get back to you soon.');
    expect(thanks.text).toContain('href="/about/"');
  });

  it('shows the errors on the form, escaped, and refuses posts from other sites', async () => {
    const invalid = await form(message({ name: '"><script>x</script>', email: 'bad' }));
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('Please enter a valid email address.');
    // Given back inside the value attribute with its quote escaped, so it cannot leave it.
    expect(invalid.text).toContain('value="&quot;><script>x</script>"');
    expect(invalid.text).not.toContain('value=""><script>');
    const before = (await mailsTo(recipient)).length;
    expect((await form(message(), 'https://evil.example')).status).toBe(403);
    expect(await mailsTo(recipient)).toHaveLength(before);
  });
});
