// The Chromium the browser tests launch: Debian's, never a downloaded build.
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/system-packages.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Every browser test's: Chromium's headless shell (scripts/system-packages.mjs says why). */
export const HEADLESS_SHELL = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };

/**
 * The full browser, for what only it does: a web app's installability checks and system
 * notifications shown by a service worker (the headless shell reports neither).
 */
export const FULL_CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
