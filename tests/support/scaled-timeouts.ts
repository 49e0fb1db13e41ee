// Vitest setup file (the unit and api projects): each test file's default test and hook
// timeouts (set in vitest.config.ts for the idle CI machine) and expect.poll's, stretched by how
// slow the machine runs as the file starts (tests/support/slowdown.ts). A busy machine makes
// tests slower, not wrong; a test that hangs still fails, later.
import { inject, vi } from 'vitest';
import { scaled } from './slowdown.ts';

export interface IdleTimeouts {
  testTimeout: number;
  hookTimeout: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's timeouts on the idle CI machine (vitest.config.ts). */
    idleTimeouts: IdleTimeouts;
  }
}

const { testTimeout, hookTimeout } = inject('idleTimeouts');
// expect.poll's own default is a second.
vi.setConfig({ testTimeout: scaled(testTimeout), hookTimeout: scaled(hookTimeout), expect: { poll: { timeout: scaled(1000) } } });
