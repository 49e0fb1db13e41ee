// The popups where a person meets them: the notification builder confirms a send naming how
// many it reaches (the server's count, asked when the owner sends); a browser without web
// push gets the push-not-supported notice; publishing a page shows the loading popup while
// the editor waits.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { proStoreWithOwner } from '../support/e2e-stores.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

/** "1 subscriber", "1,234 subscribers": the count as the popup writes it. */
const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count.toLocaleString('en-GB')} ${many}`);

test('the builder asks before sending, naming how many the chosen audience reaches now', async ({ ownerPage: owner }) => {
  const sent: string[] = [];
  owner.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPath('notifications.send')) sent.push(request.url());
  });
  await owner.goto(storeUrl('demo', '/marketing-tools/notifications/builder'));
  const form = owner.getByRole('form', { name: 'Notification' });
  await form.locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();
  await form.getByLabel('Title').fill('Weekend sale');
  await form.getByLabel('Text').fill('Everything 20% off.');
  await form.getByRole('radio', { name: /Push subscribers/ }).check();

  const counts = await owner.evaluate(
    async (path) => (await (await fetch(path)).json()) as { team: number; subscribers: number },
    apiPath('notifications.audiences'),
  );
  await form.getByRole('button', { name: 'Send now' }).click();
  const subscribers = counted(counts.subscribers, 'subscriber', 'subscribers');
  const confirmation = owner.getByRole('dialog', { name: `Send to ${subscribers}?` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Weekend sale');
  await expect(confirmation).toContainText('Everything 20% off.');
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(form.getByRole('button', { name: 'Send now' })).toBeFocused();

  // To the team: its own count; Escape says no too.
  await form.getByRole('radio', { name: /Your team/ }).check();
  await form.getByRole('button', { name: 'Send now' }).click();
  const team = owner.getByRole('dialog', { name: `Send to ${counted(counts.team, 'team member', 'team members')}?` });
  await expect(team).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(team).toBeHidden();
  expect(sent).toEqual([]);
});

test('a browser without web push is told so when it turns push on', async ({ signedInPage }) => {
  const shopper = await signedInPage(DEMO_USERS.shopper);
  await shopper.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await shopper.goto(storeUrl('demo', '/account/notifications/'));
  await shopper.locator('.pf-notifications').locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();
  const turnOn = shopper.getByRole('button', { name: 'Turn on push notifications' });
  await turnOn.click();
  const notice = shopper.getByRole('dialog', { name: 'Push notifications are not supported' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This browser cannot receive push notifications from this store.');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await expect(turnOn).toBeFocused();
});

test('publishing a page shows the loading popup until the page is published', async ({ signedInPage }) => {
  const { subdomain, owner, division, homeId } = await proStoreWithOwner('loading', { firstName: 'Lou', lastName: 'Loading', companyName: 'Loading Co' });
  const page = await signedInPage(owner, { subdomain });
  // The publish call is held until the test lets it through: the popup must show while it waits.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${apiPath('pages.publish', { division, id: homeId })}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(storeUrl(subdomain, `/dashboard/store/pages/${homeId}/edit/`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.locator('.pf-preview[data-preview-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const loading = page.getByRole('dialog', { name: 'Publishing your page…' });
  await expect(loading).toBeVisible();
  // Nothing dismisses it while the work goes on: Escape is used up, the page stays waiting.
  await page.keyboard.press('Escape');
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toBeHidden();
  await expect(page.getByTestId('page-status')).toHaveText('Published');
});
