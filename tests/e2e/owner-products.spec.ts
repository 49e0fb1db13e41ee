// Owner products as a store owner works them: the products list (bulk disable two), a product's
// edit screen (a new price), and a collection's product order changed by keyboard.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { addOwner } from '../support/e2e-stores.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertCollection, insertProduct, setCollectionProducts, type NewProduct } from '../../src/server/catalogue/catalogue-writes.ts';

const tee = (sku: string, name: string): NewProduct => ({
  sku,
  name,
  description: '',
  meta: { title: '', description: '' },
  urlName: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  type: 't-shirt',
  gender: 'unisex',
  manufacturer: 'Printfront',
  price: 2000,
  salePrice: null,
  enabled: true,
  vatRate: 1,
  defaultColour: 'White',
  options: [{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false }],
  images: [],
  designs: { front: null, back: null, left: null, right: null },
  tags: [],
  customiseIt: false,
  enableAddToCart: true,
});

test('an owner bulk-disables two products, edits a price and reorders a collection', async ({ signedInPage }) => {
  const subdomain = `owner-products-${Date.now().toString(36)}`;
  const owner = { email: `${subdomain}@example.com`, password: 'owner products pass phrase 4' };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  const ids: number[] = [];
  let collection = 0;
  try {
    const store = await createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: 'Owner Co', themeName: 'naked' });
    const scope = { db, division: store };
    for (const name of ['Apple Tee', 'Berry Tee', 'Cherry Tee']) ids.push(await insertProduct(scope, tee(`OWN-${name.slice(0, 3).toUpperCase()}`, name)));
    collection = await insertCollection(scope, { name: 'Fruit', urlName: 'fruit', description: '', banner: null, position: 0 });
    await setCollectionProducts(scope, collection, ids);
    await addOwner(db, store.id, owner, { firstName: 'Olive', lastName: 'Owner' });
  } finally {
    await db.destroy();
  }

  const page = await signedInPage(owner, { subdomain });
  await page.goto(storeUrl(subdomain, '/dashboard/store/products/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');

  // Bulk: choose two, disable them in one call.
  await page.getByLabel('Choose Apple Tee').check();
  await page.getByLabel('Choose Berry Tee').check();
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status')).toHaveText('2 products disabled.');
  await expect(page.locator(`[data-product-id="${ids[0]}"] .pf-products-status`)).toHaveText('Disabled');
  await expect(page.locator(`[data-product-id="${ids[1]}"] .pf-products-status`)).toHaveText('Disabled');
  await expect(page.locator(`[data-product-id="${ids[2]}"] .pf-products-status`)).toHaveText('Enabled');
  await page.reload();
  await expect(page.locator(`[data-product-id="${ids[0]}"] .pf-products-status`)).toHaveText('Disabled');

  // Edit a price.
  await page.getByRole('link', { name: 'Cherry Tee' }).click();
  await page.waitForURL(new RegExp(`/dashboard/store/products/${ids[2]}/$`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByLabel(/^Price/).fill('24.50');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status')).toHaveText('Product saved.');
  await page.reload();
  await expect(page.getByLabel(/^Price/)).toHaveValue('24.50');

  // Reorder the collection by keyboard: Cherry to the top, then save.
  await page.goto(storeUrl(subdomain, '/dashboard/store/collections/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByRole('button', { name: 'Edit Fruit' }).click();
  const names = page.locator('.pf-order-list .pf-order-name');
  await expect(names).toHaveText(['1. Apple Tee', '2. Berry Tee', '3. Cherry Tee']);
  await page.getByRole('button', { name: 'Move Cherry Tee up' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move Cherry Tee up' }).focus();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['1. Cherry Tee', '2. Apple Tee', '3. Berry Tee']);
  await page.getByRole('button', { name: 'Save product order' }).click();
  await expect(page.getByRole('status')).toHaveText('Product order saved.');
  await page.reload();
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByRole('button', { name: 'Edit Fruit' }).click();
  await expect(names).toHaveText(['1. Cherry Tee', '2. Apple Tee', '3. Berry Tee']);
});

test('staff deny one waiting product with a reason and approve another from the approval screen', async ({ signedInPage }) => {
  const subdomain = `approvals-${Date.now().toString(36)}`;
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  const ids: number[] = [];
  try {
    const store = await createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: 'Waiting Co', themeName: 'naked' });
    for (const name of [`Denied ${subdomain}`, `Approved ${subdomain}`])
      ids.push(await insertProduct({ db, division: store }, { ...tee(`WAIT-${ids.length}`, name), approvalStatus: 'not-modded-yet' }));
  } finally {
    await db.destroy();
  }

  const page = await signedInPage(DEMO_USERS.staff, { subdomain });
  await page.goto(storeUrl(subdomain, '/atlas/products/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();

  await page.getByRole('button', { name: `Deny Denied ${subdomain}` }).click();
  await page.getByLabel(/Why is it denied/).fill('no');
  await page.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Must contain at least 3 characters.');
  await page.getByLabel(/Why is it denied/).fill('Blurry artwork: upload a sharper file.');
  await page.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`Denied ${subdomain} denied.`);
  await page.getByRole('button', { name: `Approve Approved ${subdomain}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Approved ${subdomain} approved.`);
  await expect(page.locator(`[data-product-id="${ids[0]}"], [data-product-id="${ids[1]}"]`)).toHaveCount(0);

  // Shoppers now find the approved one; the denied one stays hidden.
  expect((await page.goto(storeUrl(subdomain, `/product/approved-${subdomain}/`)))?.status()).toBe(200);
  expect((await page.goto(storeUrl(subdomain, `/product/denied-${subdomain}/`)))?.status()).toBe(404);
});
