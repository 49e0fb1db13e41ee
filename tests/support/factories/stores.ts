// Stores for tests, made as the platform makes them (createStore): a project and its store,
// with the starter homepage, the checklist and the review that sign-up adds when asked.
import type { Db } from '../../../src/platform/db/database.ts';
import type { Division, DivisionSettingsInput } from '../../../src/schemas/division.ts';
import { createStore, findDivisionBySubdomain, openApprovalItem, startChecklist, type StoreScope } from '../../../src/server/stores/index.ts';
import { insertPage } from '../../../src/server/content/index.ts';
import { starterHomePage } from '../../../src/server/accounts/starter-store.ts';
import { uniqueName } from './unique.ts';

/** A store a test made: its scope (what services take) and how its host is named. */
export interface TestStore extends StoreScope {
  division: Division;
  subdomain: string;
}

export interface StoreOverrides {
  /** Default: a unique `store-…`; `prefix` names it `<prefix>-…` instead. */
  subdomain?: string;
  prefix?: string;
  /** The store's name, and the project's unless `projectName` (default: the sub-domain). */
  name?: string;
  projectName?: string;
  companyName?: string;
  themeName?: string;
  isPro?: boolean;
  /** The project's Pro flag (default: the store's). */
  projectIsPro?: boolean;
  customDomainName?: string | null;
  settings?: DivisionSettingsInput;
  /** The starter homepage sign-up gives a new store, published. */
  homePage?: boolean;
  /** The dashboard checklist sign-up starts. */
  checklist?: boolean;
  /** An open approval item: visitors see /store-under-review/ until staff approve it. */
  underReview?: boolean;
}

/** A new store (theme "naked", not Pro, no pages) unless the overrides say otherwise. */
export async function makeStore(db: Db, overrides: StoreOverrides = {}): Promise<TestStore> {
  const subdomain = overrides.subdomain ?? uniqueName(overrides.prefix ?? 'store');
  const name = overrides.name ?? subdomain;
  const isPro = overrides.isPro ?? false;
  const division = await createStore(db, {
    project: { name: overrides.projectName ?? name, isPro: overrides.projectIsPro ?? isPro },
    subdomain,
    name,
    companyName: overrides.companyName ?? name,
    themeName: overrides.themeName ?? 'naked',
    isPro,
    customDomainName: overrides.customDomainName ?? null,
    ...(overrides.settings ? { settings: overrides.settings } : {}),
  });
  const store: TestStore = { db, division, subdomain: division.subdomain };
  if (overrides.homePage) await insertPage(store, starterHomePage(division.companyName));
  if (overrides.checklist) await startChecklist(store);
  if (overrides.underReview) await openApprovalItem(db, division.id);
  return store;
}

/** The scope of a store that already exists (the seed's `demo` and `north`). */
export async function storeScope(db: Db, subdomain: string): Promise<TestStore> {
  const division = await findDivisionBySubdomain(db, subdomain);
  if (!division) throw new Error(`No store "${subdomain}" in the test database`);
  return { db, division, subdomain };
}
