// A store whose data cannot be loaded shows 'Oops...' / 'Looks like
// something went wrong' with Reload (after 1 s, by CSS); its calls get no page.
import { describe, expect, it, onTestFinished } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { newAccount } from './accounts/accounts-support.ts';

describe('store data failure', () => {
  it('draws the failure banner with Reload for a page, and no page for a call', async () => {
    // A store its host has never served, whose stored settings are then unreadable.
    const store = (await newAccount()).subdomain!;
    const { db } = await testDb();
    const { settings_json: settings } = await db.selectFrom('divisions').select('settings_json').where('subdomain', '=', store).executeTakeFirstOrThrow();
    await db.updateTable('divisions').set({ settings_json: '{"broken": ' }).where('subdomain', '=', store).execute();
    // The broken store is put right afterwards: tests that read every open store come later.
    onTestFinished(() =>
      db
        .updateTable('divisions')
        .set({ settings_json: settings })
        .where('subdomain', '=', store)
        .execute()
        .then(() => {}),
    );

    const page = await storeRequest(store, '/some/page/?a=1', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(500);
    const html = parseHtml(page.text);
    expect(html.text('[data-store-data-failure] h1')).toBe('Oops...');
    expect(html.text('[data-store-data-failure] p')).toBe('Looks like something went wrong');
    expect(html.attr('[data-store-data-failure] a', 'href')).toBe('/some/page/?a=1');
    expect(html.all('script')).toHaveLength(0);
    expect(page.text).toMatch(/animation: failure-show 0s linear 1s forwards/);
    expect(String(page.headers['cache-control'])).toContain('no-store');

    const call = await storeRequest(store, '/omnis/v3/frontend/getStoreCoreData/json/', { headers: { accept: 'application/json' } });
    expect(call.status).toBe(500);
    expect(call.text).not.toContain('data-store-data-failure');
  });
});
