// Signed-in pages for the specs: `test` with the demo store's owner, its staff member and its
// shopper ready in a context of their own. Each person signs in once per worker through the
// login call and every test reuses that session (signing in through the form has its own
// test, tests/e2e/accounts.spec.ts). Specs import `test` and `expect` from here.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { signedInState } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

export { expect } from '@playwright/test';

/** Who signs in: an account's address and password. */
export interface Person {
  email: string;
  password: string;
}

type StorageState = Awaited<ReturnType<typeof signedInState>>;

/** Options of the signed-in context: the store to sign in on (default demo), and any context option (a user agent…). */
export type SignedInOptions = { subdomain?: string } & BrowserContextOptions;

interface SignedInFixtures {
  /** owner@demo.test, owner of the demo stores, on demo. */
  ownerPage: Page;
  /** staff@printfront.test, with every back-office right, on demo. */
  staffPage: Page;
  /** shopper@demo.test, a customer with past orders, on demo. */
  shopperPage: Page;
  /** A page of a new context signed in as `person` (made for the test or one of the seed's). */
  signedInPage: (person: Person, options?: SignedInOptions) => Promise<Page>;
  /** Signs `person` in within a context a test already holds (its pages keep their other cookies). */
  signIn: (context: BrowserContext, person: Person, subdomain?: string) => Promise<void>;
}

interface WorkerFixtures {
  /** Each person's session on each store, signed in once per worker. */
  sessions: (person: Person, subdomain: string) => Promise<StorageState>;
}

/** A session left unused this long is signed in again: the server ends one idle for 30 minutes. */
const FRESH_FOR_MS = 15 * 60_000;

export const test = base.extend<SignedInFixtures, WorkerFixtures>({
  sessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const states = new Map<string, { state: Promise<StorageState>; usedAt: number }>();
      await use((person, subdomain) => {
        const key = `${person.email} ${subdomain}`;
        let entry = states.get(key);
        if (!entry || Date.now() - entry.usedAt > FRESH_FOR_MS) {
          entry = { state: signedInState(person, subdomain), usedAt: Date.now() };
          states.set(key, entry);
        }
        entry.usedAt = Date.now();
        return entry.state;
      });
    },
    { scope: 'worker' },
  ],
  signedInPage: async ({ browser, sessions }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (person, { subdomain = 'demo', ...options } = {}) => {
      // browser.newContext takes the project's options (viewport, touch) as the page fixture does.
      const context = await browser.newContext({ ...options, storageState: await sessions(person, subdomain) });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  signIn: async ({ sessions }, use) => {
    await use(async (context, person, subdomain = 'demo') => context.addCookies((await sessions(person, subdomain)).cookies));
  },
  ownerPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_USERS.owner)),
  staffPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_USERS.staff)),
  shopperPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_USERS.shopper)),
});
