// Changes queued offline sync from any store page. A content page loads no
// script file, so its inline shell script imports the sync module (/pwa/sync.js) on load and
// on `online` only when the `pf_sync` cookie says something is queued and the device is
// online. Run here in a fake page: the listener's answer is the import it started, if any.
import { describe, expect, it } from 'vitest';
import { SHELL_SCRIPT } from '../../../src/lib/shell-script.ts';
import { OFFLINE_SYNC_FILE, OFFLINE_SYNC_PATH } from '../../../src/lib/offline-sync/pending-check.ts';

function runPage(cookie: string, onLine: boolean) {
  const listeners = new Map<string, ((event?: unknown) => unknown)[]>();
  const document = { cookie, title: '', referrer: '', documentElement: { dataset: {} }, querySelectorAll: () => [], getElementById: () => null };
  const navigator = { userAgent: 'Mozilla/5.0 Chrome/131.0', onLine, sendBeacon: () => true };
  const addEventListener = (name: string, listener: (event?: unknown) => unknown) => listeners.set(name, [...(listeners.get(name) ?? []), listener]);
  const setTimeout = () => 0;
  // import() is the one the script makes, recorded instead of run (its only one: checked).
  const imports: string[] = [];
  expect(SHELL_SCRIPT.split('import(')).toHaveLength(2);
  new Function(
    'document',
    'navigator',
    'location',
    'addEventListener',
    'fetch',
    'setTimeout',
    'window',
    'importModule',
    SHELL_SCRIPT.replace('import(', 'importModule('),
  )(
    document,
    navigator,
    { href: 'https://demo.example/about/' },
    addEventListener,
    () => Promise.resolve(new Response('{}')),
    setTimeout,
    {},
    (path: string) => {
      imports.push(path);
      return Promise.resolve({});
    },
  );
  return { online: listeners.get('online') ?? [], load: listeners.get('load') ?? [], imports };
}

describe('offline changes synced from any page', () => {
  it('imports the sync module on load and on `online` while changes are queued', async () => {
    const page = runPage('currency=EUR; pf_sync=1', true);
    expect(page.online).toHaveLength(1);
    // The same check runs at load.
    expect(page.load).toContain(page.online[0]);
    await page.online[0]!();
    expect(page.imports).toEqual([OFFLINE_SYNC_PATH]);
  });

  it('imports nothing with nothing queued or while offline', () => {
    for (const page of [runPage('currency=EUR', true), runPage('pf_sync=1', false)]) {
      for (const listener of [...page.online, ...page.load]) listener();
      expect(page.imports).toEqual([]);
    }
  });

  it("leads to the basket page's sync script by the name Astro gives it", () => {
    expect(OFFLINE_SYNC_FILE.test('OfflineSync.astro_astro_type_script_index_0_lang.DWJCdizI.js')).toBe(true);
    expect(OFFLINE_SYNC_FILE.test('OfflineSyncOther.astro_astro_type_script_index_0_lang.DWJCdizI.js')).toBe(false);
  });
});
