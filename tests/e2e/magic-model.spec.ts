// The magic model creator popup, as the demo owner: opened from the image
// library, products and scenes chosen with the keyboard, the preview composed while a spinner
// shows, axe-clean, and Esc hands focus back to the button. (The API test adds the image to a
// product; this one leaves the demo catalogue as it is.)
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { axe } from '../support/axe.ts';
import { scaled } from '../support/slowdown.ts';

test.use({ reducedMotion: 'reduce' });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the magic model creator previews a product in a scene, by keyboard, axe-clean', async ({ ownerPage: page }) => {
  test.setTimeout(scaled(30_000));
  await page.goto(storeUrl('demo', '/dashboard/store/images/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const opener = page.getByRole('button', { name: 'Magic model' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Magic model' });
  await expect(dialog).toBeVisible();

  const products = dialog.getByRole('group', { name: 'Product' }).getByRole('radio');
  const scenes = dialog.getByRole('group', { name: 'Scene' }).getByRole('radio');
  await expect(products.first()).toBeChecked();
  expect(await scenes.count()).toBeGreaterThanOrEqual(6);
  const preview = dialog.getByRole('img', { name: /^Preview: / });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBe(480);

  // Arrow keys move through the scenes; a new preview composes behind a spinner.
  await scenes.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(scenes.nth(1)).toBeChecked();
  await expect(preview).toHaveAttribute('src', /scene=flat-lay/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBe(480);
  await expect(dialog.getByText('Composing the preview…')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Use as product image' })).toBeEnabled();

  const findings = (await axe(page).withTags(WCAG_AA).analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(findings).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
