// The rows tests need, each made by the app's own service where one exists, with sensible
// defaults and typed overrides: `makeProduct(store, { price: 2500 })`. A factory-made row
// is a real one; a test that hand-builds a row does so only to check the database itself.
// users.ts signs in through the API test server: Playwright specs import the other files directly.
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
