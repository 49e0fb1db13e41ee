// The colours chosen for a banner's words (blocks/banner/legibility.ts) are the
// ones the browser draws: title, copy, outlined button and overlay, on phones and desktops.
import { expect, test } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const store of ['demo', 'north']) {
  test(`${store}: the home banner draws its words in the colours chosen for its picture`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(storeUrl(store, '/'));
    const banner = page.locator('section.banner').first();
    const drawn = await banner.evaluate((section) => {
      const style = getComputedStyle(section);
      const overlay = getComputedStyle(section, '::before');
      const secondary = section.querySelector('.button.secondary');
      return {
        text: style.getPropertyValue('--hero-text').trim(),
        copy: style.getPropertyValue('--hero-copy').trim(),
        opacity: style.getPropertyValue('--hero-overlay-opacity').trim(),
        title: getComputedStyle(section.querySelector('.title')!).color,
        copyColour: getComputedStyle(section.querySelector('.copy')!).color,
        button: secondary && {
          color: getComputedStyle(secondary).color,
          background: getComputedStyle(secondary).backgroundColor,
          border: getComputedStyle(secondary).borderTopColor,
        },
        overlayOpacity: overlay.opacity,
      };
    });
    expect(drawn.text).toMatch(/^#[0-9a-f]{6}$/);
    expect(drawn.title).toBe(rgb(drawn.text));
    expect(drawn.copyColour).toBe(rgb(drawn.copy));
    expect(Number(drawn.overlayOpacity)).toBeCloseTo(Number(drawn.opacity), 5);
    // The outlined "Our story" button is drawn in the words' colour on the picture itself.
    expect(drawn.button).toEqual({ color: rgb(drawn.text), background: 'rgba(0, 0, 0, 0)', border: rgb(drawn.text) });
  });
}
