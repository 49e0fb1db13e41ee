// Unit test files that replace a module with vi.mock / vi.doMock. The `unit` project shares one
// module graph per worker (isolate: false), where such a mock could miss a module another file
// loaded first or leak into the next file, so these run in the isolated `unit-isolated` project.
// tests/unit/architecture/unit-isolation.test.ts fails when a file mocks modules and is not listed.
export const UNIT_NEEDS_ISOLATION = ['blocks/productMockup/load.test.ts', 'tests/unit/pwa/pwa-offline-changes.test.ts'];
