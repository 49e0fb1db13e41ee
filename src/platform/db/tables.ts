import type { BillingTables } from './billing-tables.ts';
import type { Generated } from 'kysely';
import type { ChecklistTables } from './checklist-tables.ts';
import type { PageEditingTables } from './page-editing-tables.ts';
import type { AffiliateTables } from './affiliate-tables.ts';
import type { MediaLibraryTables } from './media-library-tables.ts';
import type { BlankStudioTables } from './blank-studio-tables.ts';
import type { SocialPostTable } from './social-tables.ts';
import type { ContentTables } from './content-tables.ts';
import type { AccountTables, UserAccountColumns } from './account-tables.ts';
import type { MessageTables } from './message-tables.ts';
import type { JobTables } from './job-tables.ts';
import type { CommerceTables } from './commerce-tables.ts';
import type { OrderHistoryTables } from './order-history-tables.ts';
import type { InvoiceTables } from './invoice-tables.ts';
import type { CheckoutTables } from './checkout-tables.ts';
import type { CatalogueTables, ProductCatalogueColumns } from './catalogue-tables.ts';
import type { ProductStudioColumns, StudioTables } from './studio-tables.ts';
import type { StudioUploadTables } from './studio-upload-tables.ts';
import type { DesignOrderTables } from './design-order-tables.ts';
import type { EventTables } from './event-tables.ts';
import type { LiveChatTables } from './live-chat-tables.ts';
import type { SplitTestTables } from './split-test-tables.ts';
import type { AfterSaleTables, ProjectSettingsColumns, StaffColumns } from './after-sale-tables.ts';
import type { NotificationTables } from './notification-tables.ts';
import type { OfflineChangeTables } from './offline-change-tables.ts';
import type { PayoutTables } from './payout-tables.ts';
import type { ShippingTables } from './shipping-tables.ts';

// Storage shapes. Domain shapes are the zod schemas in src/schemas/; the mappers in
// each service turn one into the other. Portable across SQLite and PostgreSQL:
// flags are 0/1 integers, times are ISO-8601 text, structured data is JSON text.

type Flag = number;
type IsoTime = string;
type JsonText = string;

export interface ProjectTable extends ProjectSettingsColumns {
  id: Generated<number>;
  name: string;
  email: string | null;
  logo: string | null;
  is_pro: Generated<Flag>;
  /** Company 52 is the bespoke company. */
  company_id: number | null;
  currency: Generated<string>;
  force_2fa: Generated<Flag>;
  created_at: IsoTime;
}

export interface DivisionTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  code: string;
  subdomain: string;
  custom_domain: string | null;
  enabled: Generated<Flag>;
  company_name: string;
  logo: string | null;
  is_pro: Generated<Flag>;
  is_native: Generated<Flag>;
  theme_name: string;
  theme_overrides_json: Generated<JsonText>;
  /** favicon, meta, customCode, passwordProtected, comingSoonPageData, sitewideBanner… */
  settings_json: Generated<JsonText>;
  /** Bumped by every change to pages, menu or theme; keys the render cache. */
  content_version: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface PageTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  url: string;
  layout: string;
  flags_json: JsonText;
  properties_json: JsonText;
  blocks_json: JsonText;
  preloadables_json: JsonText;
  /** Page document version, upgraded on load by ordered migrations. */
  version: number;
  published: Flag;
  sitemap: Flag;
  mode: string;
  theme: string | null;
  key_phrase_campaign_id: number | null;
  edited: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface MainMenuTable {
  division_id: number;
  items_json: JsonText;
  updated_at: IsoTime;
}

export interface ProductTable extends ProductCatalogueColumns, ProductStudioColumns {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  sku: string;
  name: string;
  description: string;
  url_name: string;
  type: string;
  gender: string;
  manufacturer: string;
  /** Money in minor units of the store currency. */
  price: number;
  sale_price: number | null;
  enabled: Flag;
  vat_rate: number;
  /** standard, childrens-clothing…: each destination's rate is looked up by it. */
  tax_category: Generated<string>;
  default_colour: string | null;
  options_json: JsonText;
  images_json: JsonText;
  designs_json: JsonText;
  tags_json: JsonText;
  meta_json: JsonText;
  customise_it: Flag;
  enable_add_to_cart: Flag;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CollectionTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  name: string;
  url_name: string;
  description: string;
  banner_json: JsonText;
  position: number;
  created_at: IsoTime;
}

export interface ProductCollectionTable {
  product_id: number;
  collection_id: number;
  position: number;
}

export interface PluginSettingTable {
  division_id: number;
  code: string;
  enabled: Flag;
  settings_json: JsonText;
}

export interface SearchRedirectTable {
  id: Generated<number>;
  division_id: number;
  search_term: string;
  destination_url: string;
}

export interface UserTable extends UserAccountColumns, StaffColumns {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  username: string | null;
  /** Flagged internal staff (an internal user). */
  internal: Generated<Flag>;
  /** 0 enabled, -1 disabled, null pending. */
  status: number | null;
  verified_at: IsoTime | null;
  eula_signed_at: IsoTime | null;
  created_at: IsoTime;
}

export interface StoreMemberTable {
  user_id: number;
  division_id: number;
  role: string;
}

export interface RenderedPageTable {
  division_id: number;
  /** Host and path (and variant) of the rendering. */
  cache_key: string;
  content_version: number;
  etag: string;
  html: string;
  rendered_at: IsoTime;
  /** The build that rendered it (its asset addresses): other builds never serve it. */
  build_id: string;
}

export interface Database
  extends ContentTables,
    AccountTables,
    MessageTables,
    JobTables,
    CommerceTables,
    OrderHistoryTables,
    InvoiceTables,
    CheckoutTables,
    CatalogueTables,
    ChecklistTables,
    PageEditingTables,
    AffiliateTables,
    MediaLibraryTables,
    BlankStudioTables,
    StudioTables,
    StudioUploadTables,
    DesignOrderTables,
    AfterSaleTables,
    SplitTestTables,
    EventTables,
    NotificationTables,
    OfflineChangeTables,
    PayoutTables,
    ShippingTables,
    LiveChatTables,
    BillingTables {
  projects: ProjectTable;
  divisions: DivisionTable;
  pages: PageTable;
  main_menus: MainMenuTable;
  products: ProductTable;
  collections: CollectionTable;
  product_collections: ProductCollectionTable;
  plugin_settings: PluginSettingTable;
  search_redirects: SearchRedirectTable;
  users: UserTable;
  store_members: StoreMemberTable;
  rendered_pages: RenderedPageTable;
  social_posts: SocialPostTable;
}
