import type { StoreScope } from '../../stores/index.ts';
import type { InvoiceSeller } from '../../../schemas/invoice-document.ts';

// Who sells, as an invoice prints it: the store's company name and logo, its project's
// name and e-mail, and the postal address, VAT and IOSS numbers kept for invoices.

export type Seller = InvoiceSeller;

export async function readSeller(scope: Pick<StoreScope, 'db' | 'division'>): Promise<Seller> {
  const { db, division } = scope;
  const [project, details] = await Promise.all([
    db.selectFrom('projects').select(['name', 'email']).where('id', '=', division.projectId).executeTakeFirst(),
    db.selectFrom('invoice_sellers').select(['address', 'vat_number', 'ioss_number']).where('division_id', '=', division.id).executeTakeFirst(),
  ]);
  return {
    storeName: division.name,
    companyName: division.companyName || project?.name || division.name,
    logo: division.logo,
    email: project?.email ?? null,
    addressLines: (details?.address ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: details?.vat_number ?? null,
    iossNumber: details?.ioss_number ?? null,
  };
}

/** Sets the address and VAT number a store's invoices print. */
export async function saveInvoiceSeller(scope: StoreScope, input: { address: string; vatNumber: string | null }): Promise<void> {
  const values = { address: input.address, vat_number: input.vatNumber, updated_at: new Date().toISOString() };
  await scope.db
    .insertInto('invoice_sellers')
    .values({ division_id: scope.division.id, ...values })
    .onConflict((conflict) => conflict.column('division_id').doUpdateSet(values))
    .execute();
}
