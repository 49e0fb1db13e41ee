// The help centre's "Was this helpful?" answered in a browser, without script.
import { expect, test } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';

test('answering "Was this helpful?" posts the vote and lands on the thanks, which a reload does not count again', async ({ page }) => {
  await page.goto(storeUrl('north', '/help/question/how-do-i-return/'));
  const helpful = page.locator('#helpful');
  await helpful.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/help\/question\/how-do-i-return\/\?helpful=no#helpful$/);
  await expect(helpful).toContainText('Sorry this did not answer your question.');
  await expect(helpful.getByRole('link', { name: 'Tell us what you need' })).toHaveAttribute('href', '/help/reason/');
  // The thanks page is a plain GET: reloading it shows the thanks again without a resubmit prompt.
  const reload = await page.reload();
  expect(reload?.request().method()).toBe('GET');
  await expect(helpful).toContainText('Sorry this did not answer your question.');
});
