// The store-data failure page — texts, Reload to the same address, shown after 1 s, no script.
import { describe, expect, it } from 'vitest';
import { storeDataFailurePage, wantsFailurePage } from '../../../src/lib/store-data-failure.ts';

describe('store data failure page', () => {
  it('says Oops... with Reload to the failed address, escaped', () => {
    const page = storeDataFailurePage('/collection/tees/?q="><script>');
    expect(page).toContain('<h1 id="store-data-failure-title">Oops...</h1>');
    expect(page).toContain('<p>Looks like something went wrong</p>');
    expect(page).toContain('href="/collection/tees/?q=&quot;&gt;&lt;script&gt;">Reload</a>');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('animation: failure-show 0s linear 1s forwards');
  });

  it('never reloads to another site', () => {
    expect(storeDataFailurePage('//evil.example/')).toContain('href="/">Reload');
    expect(storeDataFailurePage('https://evil.example/')).toContain('href="/">Reload');
  });

  it('is for pages, not for calls', () => {
    expect(wantsFailurePage('/about/', 'text/html,application/xhtml+xml')).toBe(true);
    expect(wantsFailurePage('/about/', '')).toBe(true);
    expect(wantsFailurePage('/omnis/v3/frontend/getStoreCoreData/json/', 'text/html')).toBe(false);
    expect(wantsFailurePage('/search/', 'application/json')).toBe(false);
  });
});
