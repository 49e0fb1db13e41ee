// Live chat between a shopper and a staff member, in two browser contexts. The
// block's launcher is hidden until its group (support) has someone available; the chat island
// loads only when the launcher is pressed; lines cross both ways over Server-Sent Events; staff
// transfer the chat to another group and the shopper is told.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';

test('a shopper and a staff member chat, and staff transfer the chat', async ({ staffPage: console_, browser }) => {
  // Staff: the console, taking Support chats.
  await console_.goto(storeUrl('demo', '/atlas/chat/'));
  await expect(console_.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
  await console_.locator('astro-island:not([ssr])').first().waitFor();
  const supportBox = console_.getByRole('checkbox', { name: 'Support' });
  if (await supportBox.isChecked()) await supportBox.uncheck();
  await expect(console_.getByRole('region', { name: 'Support queue' }).getByText('offline')).toBeVisible();

  // Shopper: the block's launcher stays hidden while the group is offline.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const scripts: string[] = [];
  shopper.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await shopper.goto(storeUrl('demo', '/all-blocks/'));
  const block = shopper.locator('[data-block-type="liveChat"] [data-live-chat]');
  await expect(block).toHaveAttribute('data-ready', 'offline');
  const launcher = block.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeHidden();

  await supportBox.check();
  await expect(console_.getByRole('region', { name: 'Support queue' }).getByText('online')).toBeVisible();
  await shopper.reload();
  await expect(block).toHaveAttribute('data-ready', 'online');
  await expect(launcher).toBeVisible();
  const before = scripts.length;
  await launcher.click();
  const chat = shopper.getByRole('dialog', { name: 'Questions? Talk to us' });
  await expect(chat).toBeVisible();
  expect(scripts.length, 'the chat island is fetched on the first press').toBeGreaterThan(before);
  const name = `Ada ${Date.now().toString(36)}`;
  await chat.getByLabel('Your name').fill(name);
  await chat.getByLabel('Message').fill('Hello, can I change my size?');
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByText('Waiting for someone from our team…')).toBeVisible();

  // Staff: the chat arrives in the Support queue without a reload; take it and answer.
  const queued = console_.getByRole('region', { name: 'Support queue' }).locator('li', { hasText: name });
  await expect(queued).toContainText('Hello, can I change my size?');
  await queued.getByRole('button', { name: 'Accept' }).click();
  const pane = console_.getByRole('region', { name: `Chat with ${name}` });
  await expect(pane.getByText('Hello, can I change my size?')).toBeVisible();
  await pane.getByLabel('Reply').fill('Of course, which size would you like?');
  await pane.getByRole('button', { name: 'Send' }).click();

  // Shopper: the reply arrives; they answer.
  await expect(chat.getByText('You are chatting with our team.')).toBeVisible();
  await expect(chat.locator('[data-author="staff"]', { hasText: 'Of course, which size would you like?' })).toBeVisible();
  await chat.getByLabel('Message').fill('Large, please');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(pane.locator('[data-author="visitor"]', { hasText: 'Large, please' })).toBeVisible();

  // Staff transfer it to Studio: it waits in the Studio queue, and the shopper is told.
  await pane.getByLabel('Transfer to').selectOption({ label: 'Studio' });
  await pane.getByRole('button', { name: 'Transfer' }).click();
  await expect(console_.getByRole('region', { name: 'Studio queue' }).locator('li', { hasText: name })).toBeVisible();
  await expect(chat.getByText('Transferred to Studio.')).toBeVisible();
  await expect(chat.getByText('Waiting for someone from our team…')).toBeVisible();

  await supportBox.uncheck();
  await shopperContext.close();
});
