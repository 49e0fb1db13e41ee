import type { Db } from '../platform/db/database.ts';
import type { Division } from '../schemas/division.ts';
import type { StoreScope } from '../server/stores/index.ts';
import { seedTax } from './tax.ts';
import { createStore } from '../server/stores/index.ts';
import { findDivisionBySubdomain } from '../server/stores/index.ts';
import { insertCollection, insertProduct, setCollectionProducts } from '../server/catalogue/index.ts';
import { insertPage } from '../server/content/index.ts';
import { saveMainMenu } from '../server/stores/index.ts';
import { savePluginSettings } from '../server/stores/index.ts';
import { startChecklist } from '../server/stores/index.ts';
import { addSearchRedirect } from '../server/stores/index.ts';
import { DEMO_STORES, type DemoStore } from './stores.ts';
import { COLLECTIONS, GARMENTS, sizePriceMatrix } from './garments.ts';
import { productImages, storeMedia } from './media.ts';
import { storeBrandImages } from './brand.ts';
import { demoPages } from './pages.ts';
import { allBlocksPage } from './all-blocks.ts';
import { seedBlogAndHelp } from './content.ts';
import { demoMenu } from './menu.ts';
import { DEMO_USERS, seedDemoUsers } from './users.ts';
import { seedDemoPeople } from './people.ts';
import { seedSocialPosts } from './social-posts.ts';
import { seedDemoOrders } from './orders.ts';
import { COLOURS } from './palette.ts';
import { seedCatalogueExtras, seedDemoReviews } from './catalogue-extras.ts';
import { slugify } from '../lib/slugify.ts';
import { demoZones, saveZone, seedCheckout } from '../server/commerce/index.ts';
import { seedDemoAffiliates } from '../server/commerce/index.ts';
import { seedDesignLibrary } from './design-library.ts';
import { seedSplitTests } from './split-tests.ts';

export interface SeedOptions {
  /** Seed the demo accounts too (demo mode only). */
  demoUsers: boolean;
  log?: (line: string) => void;
}

async function seedCatalogue(scope: StoreScope, store: DemoStore): Promise<void> {
  const images = await Promise.all(store.catalogue.map((item) => productImages(item)));
  const byCollection = new Map<string, number[]>();
  const sale: number[] = [];
  // Newest first in "new in": stagger creation times an hour apart.
  const start = Date.now() - store.catalogue.length * 3_600_000;
  for (const [index, item] of store.catalogue.entries()) {
    const garment = GARMENTS[item.garment];
    const salePrice = item.saleOff ? Math.round((garment.price * (100 - item.saleOff)) / 100 / 50) * 50 - 1 : null;
    const id = await insertProduct(
      scope,
      {
        sku: `${scope.division.code.slice(0, 4)}-${garment.sku}-${String(index + 1).padStart(3, '0')}`,
        name: `${item.design} ${garment.label}`,
        description: `${item.design}: artwork by the ${store.companyName} studio. ${garment.blurb}`,
        meta: {
          title: `${item.design} ${garment.label} | ${store.companyName}`,
          description: `${item.design} ${garment.label.toLowerCase()}, printed on demand on organic cotton.`,
        },
        urlName: slugify(`${item.design} ${garment.label}`),
        type: item.garment,
        gender: 'unisex',
        manufacturer: store.companyName,
        price: garment.price,
        salePrice,
        enabled: true,
        vatRate: 1,
        defaultColour: item.colours[0] ?? null,
        options: item.colours.map((colour, position) => ({
          colour: { name: colour, hex: COLOURS[colour] },
          sizes: [...garment.sizes],
          images: images[index]?.[position] ? [images[index]![position]!.id] : [],
          pro: false,
        })),
        images: images[index] ?? [],
        designs: { front: null, back: null, left: null, right: null },
        tags: item.tags,
        customiseIt: false,
        enableAddToCart: true,
        priceMatrix: sizePriceMatrix(item.garment, garment.price, salePrice),
      },
      new Date(start + index * 3_600_000).toISOString(),
    );
    byCollection.set(garment.collection, [...(byCollection.get(garment.collection) ?? []), id]);
    if (salePrice !== null) sale.push(id);
  }
  const collections = [...COLLECTIONS, { urlName: 'sale', name: 'Sale', description: 'Favourite prints for less, while they last.' }];
  for (const [position, collection] of collections.entries()) {
    const collectionId = await insertCollection(scope, { ...collection, banner: null, position });
    await setCollectionProducts(scope, collectionId, collection.urlName === 'sale' ? sale : (byCollection.get(collection.urlName) ?? []));
  }
}

async function seedStore(db: Db, store: DemoStore, log: (line: string) => void): Promise<Division> {
  const started = performance.now();
  const brand = await storeBrandImages(store);
  const division = await createStore(db, {
    project: { name: store.companyName, email: `hello@${store.subdomain}.test` },
    subdomain: store.subdomain,
    name: store.name,
    companyName: store.companyName,
    themeName: store.themeName,
    customDomainName: store.customDomainName,
    isPro: store.isPro,
    logo: brand.logo.original,
    settings: { ...store.settings, meta: { ...store.settings.meta, ogImage: brand.share.original } },
  });
  const scope: StoreScope = { db, division };
  const [media] = await Promise.all([storeMedia(store), seedCatalogue(scope, store).then(() => seedCatalogueExtras(scope, store))]);
  await seedSocialPosts(scope, media);
  for (const page of demoPages(store, media)) await insertPage(scope, page);
  await seedBlogAndHelp(scope, store);
  if (store.subdomain === 'demo')
    await insertPage(scope, allBlocksPage(media, slugify(`${store.catalogue[0]!.design} ${GARMENTS[store.catalogue[0]!.garment].label}`)));
  // The affiliate blocks on /all-blocks/: the affiliate stats read the demo programme.
  if (store.subdomain === 'demo') await seedDemoAffiliates(scope);
  // The two named split tests (teemill homepage, favourite products), shown on the demo homepage.
  if (store.subdomain === 'demo') await seedSplitTests(db, division.id);
  await saveMainMenu(scope, demoMenu(media));
  await savePluginSettings(scope, 'currency', { enabled: store.currencies.includes(','), currency: 'GBP', currencies: store.currencies });
  await savePluginSettings(scope, 'cookie-policy', { enabled: true });
  for (const redirect of store.searchRedirects) await addSearchRedirect(scope, redirect);
  await seedCheckout(scope);
  // Realistic shipping: UK, EU, US and Canada, rest of the world, each store with its own prices.
  for (const zone of demoZones(store.subdomain, new Date().getUTCFullYear())) await saveZone(db, division.id, zone);
  await seedTax(scope);
  await seedDesignLibrary(scope);
  // The demo owner's dashboard home (and the badge progress block) show the completion checklist as a new store's does.
  await startChecklist(scope);
  log(`Seeded store "${store.subdomain}" (${store.catalogue.length} products) in ${Math.round(performance.now() - started)} ms`);
  return division;
}

/** Adds every demo store that is missing (by sub-domain), and the demo users when asked. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const created: Division[] = [];
  for (const store of DEMO_STORES) {
    if (await findDivisionBySubdomain(db, store.subdomain)) continue;
    created.push(await seedStore(db, store, log));
  }
  if (created.length === 0) {
    log('Demo stores already present');
    return;
  }
  if (options.demoUsers) {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!existing) {
      const all = (await Promise.all(DEMO_STORES.map((store) => findDivisionBySubdomain(db, store.subdomain)))).filter((d): d is Division => !!d);
      await seedDemoUsers(db, all);
      await seedDemoReviews(db, all);
      await seedDemoPeople(db);
      log(
        `Seeded demo users (${Object.values(DEMO_USERS)
          .map((user) => user.email)
          .join(', ')})`,
      );
    }
  }
  await seedDemoOrders(db, created);
}

/** First start: seed only when the database has no store at all. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<void> {
  const anyStore = await db.selectFrom('divisions').select('id').limit(1).executeTakeFirst();
  if (!anyStore) await seedDemo(db, options);
}
