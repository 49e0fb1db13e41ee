import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { NOT_SHAREABLE } from '../../../platform/render-cache/policy.ts';
import { chosenCurrency } from '../../stores/index.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { findSavedDesign } from '../designs/design-records.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { headTags } from '../../../lib/head.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import { DEFAULT_STUDIO_ALIAS, STUDIO_ALIASES, studioUrlFor, type StudioAlias } from '../../../lib/studio/studio-routes.ts';
import { designPrice, formatInCurrency } from '../../../lib/studio/pricing.ts';
import type { BlankStudio } from '../../../schemas/blank-studio.ts';
import { DesignDocument } from '../../../schemas/design-document.ts';
import { isOnSale, type Product } from '../../../schemas/product.ts';
import { blankById, blankForAlias, studioTarget } from './studio-blank.ts';
import { printRulesInWords } from './print-rules.ts';

// The studio page (the studio routes), HTML first: the title, the blank's
// name, price and print rules in words are drawn on the server; the island takes over the
// design itself. Never cached: a ?design= reopens one visitor's design, owner mode depends on
// who is signed in, and the price is shown in the visitor's chosen currency.

/** What the studio island needs of the blank. */
export interface StudioBlank
  extends Pick<
    Product,
    'id' | 'sku' | 'name' | 'urlName' | 'description' | 'price' | 'salePrice' | 'options' | 'defaultColour' | 'type' | 'minPrice' | 'maxPrice'
  > {}

export interface StudioPageView {
  /** "Design your own {label}". */
  label: string;
  blank: StudioBlank;
  studio: BlankStudio;
  /** The design to open (a saved design or a product's), else null for a blank canvas. */
  document: DesignDocument | null;
  /** The saved design reopened by ?design=, if any (its saver may save over it). */
  designUuid: string | null;
  /** Why the page opened on something other than what was asked (shown above the studio). */
  notice: string | null;
  /** A member of this store is signed in: the island offers "Sell this design". */
  ownerMode: boolean;
  storeCurrency: CurrencyDefinition;
  /** The currency prices are shown in (the visitor's `currency` cookie when switchable). */
  shownCurrency: CurrencyDefinition;
  /** The blank's price alone, in the shown currency. */
  basePriceText: string;
  printRules: string[];
}

export interface StudioRequest {
  /** The alias route's alias, or undefined for /studio/{customiseItUrl?}/. */
  alias?: StudioAlias | undefined;
  customiseItUrl?: string | undefined;
  url: URL;
  /** The visitor's chosen currency (their `currency` cookie), if any. */
  chosenCurrencyCode: string | undefined;
  ownerMode: boolean;
}

const DESIGN_NOT_FOUND = 'That design was not found in this store, so the studio opens on a blank garment.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function labelOf(blank: Product, alias: StudioAlias | undefined): string {
  if (alias) return alias.label;
  return STUDIO_ALIASES.find((candidate) => candidate.garment === blank.type && !candidate.gender)?.label ?? blank.name;
}

/** The design document of a product made in the studio (products.design_id → designs). */
async function productDesign(scope: StoreScope, designId: number | null): Promise<DesignDocument | null> {
  if (designId === null) return null;
  const row = await scope.db
    .selectFrom('designs')
    .select('document_json')
    .where('division_id', '=', scope.division.id)
    .where('id', '=', designId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = DesignDocument.safeParse(fromJson(row.document_json, 'designs.document_json'));
  return parsed.success ? parsed.data : null;
}

/** The garment the studio opens on: the product being customised (with its design) or the alias's blank. */
async function startingPoint(scope: StoreScope, request: StudioRequest): Promise<{ blank: Product | undefined; document: DesignDocument | null } | undefined> {
  if (!request.customiseItUrl) return { blank: await blankForAlias(scope, request.alias ?? DEFAULT_STUDIO_ALIAS), document: null };
  const target = await studioTarget(scope, request.customiseItUrl);
  if (!target) return undefined;
  return { blank: target.blank, document: await productDesign(scope, target.designId) };
}

/** ?design={uuid}: this store's saved design only (on its own blank); anything else opens the blank with a notice. */
async function reopenedDesign(scope: StoreScope, asked: string, blank: Product) {
  const saved = UUID.test(asked) ? await findSavedDesign(scope, asked) : undefined;
  const savedBlank = saved && (await blankById(scope, saved.document.product.id));
  if (saved && savedBlank) return { blank: savedBlank, document: saved.document, designUuid: saved.uuid, notice: null };
  return { blank, document: null, designUuid: null, notice: DESIGN_NOT_FOUND };
}

/** The blank as the studio's page shows it: its sale price only while on sale. */
function blankView(blank: Product): StudioPageView['blank'] {
  return {
    id: blank.id,
    sku: blank.sku,
    name: blank.name,
    urlName: blank.urlName,
    description: blank.description,
    type: blank.type,
    price: blank.price,
    salePrice: isOnSale(blank) ? blank.salePrice : null,
    options: blank.options,
    defaultColour: blank.defaultColour,
    minPrice: blank.minPrice,
    maxPrice: blank.maxPrice,
  };
}

export async function loadStudioPage(scope: StoreScope, shell: ShellData, request: StudioRequest): Promise<StorefrontPage<StudioPageView>> {
  const start = await startingPoint(scope, request);
  if (!start?.blank) return NOT_FOUND;
  const asked = request.url.searchParams.get('design');
  const { blank, document, designUuid, notice } =
    asked === null ? { blank: start.blank, document: start.document, designUuid: null, notice: null } : await reopenedDesign(scope, asked, start.blank);

  const studio = await blankStudioOf(scope, blank.id);
  if (!studio) return NOT_FOUND;

  const label = labelOf(blank, request.alias);
  const shownCurrency = chosenCurrency(shell, request.chosenCurrencyCode);
  const base = designPrice(
    { sides: { front: [], back: [], left: [], right: [] } },
    { price: blank.price, salePrice: blank.salePrice, sides: studio.sides },
  ).base;
  const view: StudioPageView = {
    label,
    blank: blankView(blank),
    studio,
    document,
    designUuid,
    notice,
    ownerMode: request.ownerMode,
    storeCurrency: shell.currency,
    shownCurrency,
    basePriceText: formatInCurrency(base, shell.currency, shownCurrency),
    printRules: printRulesInWords(studio, (amount) => formatInCurrency(amount, shell.currency, shownCurrency)),
  };
  const path = request.alias?.path ?? (request.customiseItUrl ? studioUrlFor(request.customiseItUrl) : '/studio/');
  const title = `Design your own ${label}`;
  const head = headTags({
    title,
    companyName: shell.companyName,
    description: `Design your own ${label.toLowerCase()} at ${shell.companyName}: add your text and images, see the price and print it.`,
    canonical: request.url.origin + path,
    images: [shell.shareImage, shell.logo],
    isHome: false,
    inSitemap: true,
    loginState: 'everyone',
    // A reopened design is one visitor's: keep it out of search engines.
    forceNoindex: asked !== null,
  });
  return { kind: 'page', view, head, jsonLd: [], crumbs: [], layout: 'studio', cache: NOT_SHAREABLE, headers: PERSONAL_PAGE_HEADERS };
}
