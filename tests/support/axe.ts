// axe for the browser tests. @axe-core/playwright's default run injects axe into every frame,
// runs it there, then opens a blank page, injects axe again and merges the frames' results in
// it: a second axe and a page per audit, for frames of other origins only it can reach. A page
// whose frames are all its own origin gets the same findings from one axe.run in the page
// (legacy mode), in about half the time (an audit was 2–10 s of a test on this 2-core machine).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** True when every frame of the page shows the page's own origin (or an about: document). */
function onlyOwnFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
  });
}

class PageAxeBuilder extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page });
    this.#page = page;
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    // Decided when the audit runs: frames a test opened after building the audit count too.
    this.setLegacyMode(onlyOwnFrames(this.#page));
    return super.analyze();
  }
}

/** An axe audit of the page as it stands: chain withTags, include, exclude… then analyze(). */
export function axe(page: Page): AxeBuilder {
  return new PageAxeBuilder(page);
}
