// ?preview-theme renders are never cached, and never lend cached parts to the public page.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { makeStore } from '../support/factories/index.ts';
import { toJson } from '../../src/platform/db/json.ts';

describe('theme preview and the render cache', () => {
  it('keeps the owner’s overrides on the public page after a preview of the store’s own theme', async () => {
    // ?preview-theme renders a theme without the owner's overrides; these hide the footer.
    const { db } = await testDb();
    const { subdomain } = await makeStore(db, { prefix: 'preview', name: 'Preview Co', themeName: 'nordic' });
    await db
      .updateTable('divisions')
      .set({ theme_overrides_json: toJson({ 'footer.visible': false }) })
      .where('subdomain', '=', subdomain)
      .execute();
    // A new store has no pages: its not-found page wears the shell every page wears.
    const preview = parseHtml((await storeRequest(subdomain, '/?preview-theme=nordic')).text);
    expect(preview.all('footer.site-footer')).toHaveLength(1);
    const visitor = parseHtml((await storeRequest(subdomain, '/')).text);
    expect(visitor.attr('html', 'data-theme')).toBe('nordic');
    expect(visitor.all('footer.site-footer')).toHaveLength(0);
  });
});
