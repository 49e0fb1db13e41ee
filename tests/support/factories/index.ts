// The rows tests need, each made by the app's own service where one exists, with sensible
// defaults and typed overrides: `makeProduct(store, { price: 2500 })`. A factory-made row
// is a real one; an API test that still writes a row by hand (to check the database itself, or
// data the schema now refuses) says why beside it.
// users.ts hands back API clients, which load Vitest: Playwright specs import the files they need directly.
export * from './unique.ts';
export * from './stores.ts';
export * from './catalogue.ts';
export * from './users.ts';
export * from './orders.ts';
export * from './pages.ts';
export * from './designs.ts';
export * from './baskets.ts';
export * from './engagement.ts';
export * from './media.ts';
export * from './limits.ts';
export * from './connected-accounts.ts';
