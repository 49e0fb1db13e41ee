import type { StoreScope } from '../server/stores/index.ts';
import { insertProduct, productFromRow } from '../server/catalogue/index.ts';
import { saveStoreTaxSettings } from '../server/commerce/index.ts';

// The demo stores' tax, so each path of tax by destination can be tried: Northwind Tees (demo)
// is UK VAT-registered with an EU IOSS number (EU consumers up to €150 pay their country's VAT
// at checkout), Wild North (north) is UK VAT-registered without one (EU consumers are told
// import VAT may be due on delivery). The demo catalogue has a children's T-shirt, zero-rated in
// the UK and Ireland.

// Their UK VAT numbers are seeded with their invoice details (orders.ts). IOSS numbers are
// issued by the member state the seller registered in (372: Ireland).
const IOSS: Record<string, string | null> = { demo: 'IM3720012345', north: null };

const KIDS_SIZES = ['3-4', '5-6', '7-8', '9-11', '12-13'];

export async function seedTax(scope: StoreScope): Promise<void> {
  const iossNumber = IOSS[scope.division.subdomain];
  if (iossNumber !== undefined) await saveStoreTaxSettings(scope, { iossNumber, pricesIncludeTax: true });
  if (scope.division.subdomain !== 'demo') return;
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('type', '=', 't-shirt')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return;
  const tee = productFromRow(row);
  const name = tee.name.replace(/T-Shirt$/i, '').trim();
  await insertProduct(scope, {
    sku: `${scope.division.code.slice(0, 4)}-KIDS-001`,
    name: `Kids' ${name} T-Shirt`,
    description: `${tee.description} Cut for children aged 3 to 13.`,
    meta: { title: `Kids' ${name} T-Shirt`, description: `Children's ${name} T-shirt, printed on demand on organic cotton.` },
    urlName: `kids-${tee.urlName}`,
    type: 't-shirt',
    gender: 'kids',
    manufacturer: tee.manufacturer,
    price: 1200,
    salePrice: null,
    enabled: true,
    vatRate: 0,
    taxCategory: 'childrens-clothing',
    defaultColour: tee.defaultColour,
    options: tee.options.map((option) => ({ ...option, sizes: KIDS_SIZES })),
    images: tee.images,
    designs: tee.designs,
    tags: [...tee.tags, 'kids'],
    customiseIt: false,
    enableAddToCart: true,
  });
}
