// Legibility: a banner's words are readable on its picture in every named theme of both
// demo stores: the rendered colours, after the rendered overlay, reach 4.5:1 over every
// part of the picture the words may cover.
import path from 'node:path';
import sharp from 'sharp';
import { selectOne } from 'css-select';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { selectableThemes } from '../../themes/index.ts';
import { resolveTheme } from '../../themes/resolve.ts';
import { blend, contrastRatio, relativeLuminance } from '../../src/lib/contrast.ts';
import { readImageRecord } from '../../src/platform/storage/image-record.ts';
import { coloursUnderText, type Alignment } from '../../blocks/banner/legibility.ts';

const THEMES = selectableThemes('named').map((theme) => theme.name);

interface RenderedHero {
  picture: string | undefined;
  alignment: Alignment;
  vars: Map<string, string>;
}

/** Every banner and slide of a page, with the custom properties its <section> carries. */
function heroesOf(html: string): RenderedHero[] {
  return parseHtml(html)
    .all('section.banner, section.slide')
    .map((section) => ({
      picture: (selectOne('img.media', section) as Element | null)?.attribs.src,
      alignment: section.attribs['data-align'] as Alignment,
      vars: new Map(
        (section.attribs.style ?? '')
          .split(';')
          .map((declaration) => declaration.split(':') as [string, string])
          .filter(([name]) => name?.startsWith('--hero-')),
      ),
    }));
}

/** The contrast a reader gets: the lowest over every measured colour under the words, after the overlay. */
async function worstContrast(hero: RenderedHero, theme: string): Promise<number> {
  const tokens = resolveTheme(theme);
  const title = hero.vars.get('--hero-text')!;
  const copy = hero.vars.get('--hero-copy')!;
  const overlay = hero.vars.get('--hero-overlay')!;
  const opacity = Number(hero.vars.get('--hero-overlay-opacity'));
  expect(title, 'the title colour is set').toMatch(/^#[0-9a-f]{6}$/);
  expect(copy, 'the copy colour is set').toMatch(/^#[0-9a-f]{6}$/);
  let under: string[];
  if (hero.picture) {
    const record = await readImageRecord(hero.picture, TEST_MEDIA_DIR);
    expect(record, `${hero.picture} was measured when stored`).toBeDefined();
    under = coloursUnderText(record!.colours, hero.alignment);
  } else {
    under = [hero.vars.get('--hero-bg') ?? tokens['banner.background']];
  }
  return Math.min(...under.flatMap((colour) => [title, copy].map((text) => contrastRatio(text, blend(overlay, colour, opacity)))));
}

describe('banner legibility in every theme', () => {
  it('measured the demo banners from their pictures', async () => {
    for (const store of ['demo', 'north']) {
      const [hero] = heroesOf((await storeRequest(store, '/')).text);
      const record = (await readImageRecord(hero!.picture!, TEST_MEDIA_DIR))!;
      // The record describes this very picture: its average brightness agrees with the file's.
      const { channels } = await sharp(path.join(TEST_MEDIA_DIR, path.basename(hero!.picture!))).stats();
      const fileMean = (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
      const recordMean = record.colours.cells.reduce((sum, cell) => sum + Math.sqrt(relativeLuminance(cell)) * 255, 0) / record.colours.cells.length;
      expect(Math.abs(fileMean - recordMean), store).toBeLessThan(30);
    }
  });

  for (const store of ['demo', 'north']) {
    it(`${store}: banners and slides reach 4.5:1 in all ${THEMES.length} named themes`, async () => {
      const pages = store === 'demo' ? ['/', '/about/', '/all-blocks/'] : ['/', '/about/'];
      const report: string[] = [];
      for (const theme of THEMES) {
        for (const page of pages) {
          const response = await storeRequest(store, `${page}?preview-theme=${theme}`);
          expect(response.status).toBe(200);
          const heroes = heroesOf(response.text);
          expect(heroes.length, `${store}${page} has a banner`).toBeGreaterThan(0);
          for (const [index, hero] of heroes.entries()) {
            const contrast = await worstContrast(hero, theme);
            if (contrast < 4.5) report.push(`${theme} ${page} #${index}: ${contrast.toFixed(2)}:1 (${[...hero.vars].map((pair) => pair.join(':')).join(';')})`);
          }
        }
      }
      expect(report).toEqual([]);
    });
  }
});
