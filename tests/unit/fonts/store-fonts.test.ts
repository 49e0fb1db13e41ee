// The @font-face rules a store's pages get beyond the bundled families: a library family only
// once its faces are on our origin (until then its fallback stack shows, no broken address),
// and the store's own fonts only for that store.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../../src/platform/config/config.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { storeFontFaceCss } from '../../../src/server/stores/fonts/store-fonts.ts';
import { themeToCss } from '../../../themes/css.ts';
import { resolveTheme } from '../../../themes/resolve.ts';

const original = config.mediaDir;
let media: string;
beforeEach(() => {
  media = mkdtempSync(join(tmpdir(), 'pf-store-fonts-'));
  Object.assign(config, { mediaDir: media });
});
afterEach(() => {
  Object.assign(config, { mediaDir: original });
  rmSync(media, { recursive: true, force: true });
});

const scope = (id: number) => ({ division: { id } }) as unknown as StoreScope;

describe('storeFontFaceCss', () => {
  it('declares a library family only once its faces are here; its fallback shows until then', async () => {
    const tokens = resolveTheme('naked', { 'heading1.font': 'Abel' });
    expect(await storeFontFaceCss(scope(1), tokens)).toBe('');
    expect(themeToCss(tokens)).toContain("--heading1-font: 'Abel', system-ui");

    mkdirSync(join(media, 'fonts', 'library', '5.3.0'), { recursive: true });
    writeFileSync(join(media, 'fonts', 'library', '5.3.0', 'abel-latin-400-normal.woff2'), 'x');
    const css = await storeFontFaceCss(scope(1), tokens);
    expect(css).toContain("font-family: 'Abel';");
    expect(css).toContain("src: url('/fonts/library/5.3.0/abel-latin-400-normal.woff2') format('woff2');");
    expect(css).toContain('font-display: swap;');
    expect(css.match(/@font-face/g)).toHaveLength(1);
  });

  it('declares a store’s own font for that store only', async () => {
    mkdirSync(join(media, 'fonts', 'custom', '7'), { recursive: true });
    writeFileSync(join(media, 'fonts', 'custom', '7', 'Brand_Sans.0123456789ab.woff2'), 'x');
    const tokens = resolveTheme('naked', { 'text.font': 'custom:Brand Sans' });
    expect(await storeFontFaceCss(scope(7), tokens)).toContain("src: url('/fonts/custom/Brand_Sans.0123456789ab.woff2') format('woff2');");
    expect(await storeFontFaceCss(scope(8), tokens)).toBe('');
  });
});
