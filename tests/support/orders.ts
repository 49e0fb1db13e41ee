// Orders for API tests, written straight into the test server's database (checkout makes
// them in the product; these tests are about what happens after payment).
import { testDb } from './api.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';
import { insertSeedOrder, type SeedOrder, type SeedOrderItem } from '../../src/seed/orders.ts';

export { includedVat } from '../../src/seed/orders.ts';

let counter = 0;

/** A distinct e-mail per call, so tests never see each other's customers. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}

export const CUSTOMER_PASSWORD = 'a customer pass phrase 7';

/** A verified shopper account (no store, no dashboard) who can log in with CUSTOMER_PASSWORD. */
export async function newCustomer(email = uniqueEmail('customer')): Promise<{ id: number; email: string }> {
  const { db } = await testDb();
  const time = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(CUSTOMER_PASSWORD),
      first_name: 'Casey',
      last_name: 'Customer',
      status: 0,
      verified_at: time,
      eula_signed_at: time,
      password_changed_at: time,
      created_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

export const TEST_ITEM: SeedOrderItem = {
  productId: null,
  name: 'Test tee',
  sku: 'TEST-TEE',
  image: null,
  colour: 'Black',
  size: 'M',
  quantity: 1,
  price: 2500,
};

/** An order in store `divisionId` (defaults: a paid guest order of one test tee, shipped in the UK). */
export async function insertOrder(divisionId: number, overrides: Partial<SeedOrder> = {}): Promise<{ id: number; hash: string }> {
  const { db } = await testDb();
  return insertSeedOrder(db, {
    divisionId,
    userId: null,
    email: uniqueEmail('guest'),
    status: 'paid',
    currency: 'GBP',
    items: [TEST_ITEM],
    shipping: 399,
    shippingMethod: 'UK standard delivery',
    shippingAddress: { name: 'Casey Customer', street: '1 Test Street', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
    paymentMethod: 'Visa ending 4242',
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}
