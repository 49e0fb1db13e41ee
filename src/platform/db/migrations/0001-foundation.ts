import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Projects, stores (divisions), their pages, menus, catalogue, plugins and users.
export const foundation: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('projects'))
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text')
      .addColumn('logo', 'text')
      .addColumn('is_pro', 'integer', flag(0))
      .addColumn('company_id', 'integer')
      .addColumn('currency', 'text', (col) => col.notNull().defaultTo('GBP'))
      .addColumn('force_2fa', 'integer', flag(0))
      .addColumn('created_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('divisions'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('subdomain', 'text', (col) => col.notNull().unique())
      .addColumn('custom_domain', 'text', (col) => col.unique())
      .addColumn('enabled', 'integer', flag(1))
      .addColumn('company_name', 'text', notNull)
      .addColumn('logo', 'text')
      .addColumn('is_pro', 'integer', flag(0))
      .addColumn('is_native', 'integer', flag(1))
      .addColumn('theme_name', 'text', notNull)
      .addColumn('theme_overrides_json', 'text', jsonText('{}'))
      .addColumn('settings_json', 'text', jsonText('{}'))
      .addColumn('content_version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('divisions_project').on('divisions').column('project_id').execute();

    await withId(db, db.schema.createTable('pages'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('url', 'text', notNull)
      .addColumn('layout', 'text', notNull)
      .addColumn('flags_json', 'text', jsonText('{}'))
      .addColumn('properties_json', 'text', jsonText('{}'))
      .addColumn('blocks_json', 'text', jsonText('[]'))
      .addColumn('preloadables_json', 'text', jsonText('[]'))
      .addColumn('version', 'integer', notNull)
      .addColumn('published', 'integer', flag(1))
      .addColumn('sitemap', 'integer', flag(1))
      .addColumn('mode', 'text', (col) => col.notNull().defaultTo('unknown'))
      .addColumn('theme', 'text')
      .addColumn('key_phrase_campaign_id', 'integer')
      .addColumn('edited', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('pages_division_url', ['division_id', 'url'])
      .execute();

    await db.schema
      .createTable('main_menus')
      .addColumn('division_id', 'integer', (col) => col.primaryKey().references('divisions.id').onDelete('cascade'))
      .addColumn('items_json', 'text', jsonText('[]'))
      .addColumn('updated_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('products'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('sku', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('url_name', 'text', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('gender', 'text', notNull)
      .addColumn('manufacturer', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('sale_price', 'integer')
      .addColumn('enabled', 'integer', flag(1))
      .addColumn('vat_rate', 'real', (col) => col.notNull().defaultTo(1))
      .addColumn('default_colour', 'text')
      .addColumn('options_json', 'text', jsonText('[]'))
      .addColumn('images_json', 'text', jsonText('[]'))
      .addColumn('designs_json', 'text', jsonText('{}'))
      .addColumn('tags_json', 'text', jsonText('[]'))
      .addColumn('meta_json', 'text', jsonText('{}'))
      .addColumn('customise_it', 'integer', flag(0))
      .addColumn('enable_add_to_cart', 'integer', flag(1))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('products_division_url_name', ['division_id', 'url_name'])
      .execute();
    await db.schema.createIndex('products_division_enabled').on('products').columns(['division_id', 'enabled', 'created_at']).execute();

    await withId(db, db.schema.createTable('collections'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('url_name', 'text', notNull)
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('banner_json', 'text', jsonText('null'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('collections_division_url_name', ['division_id', 'url_name'])
      .execute();

    await db.schema
      .createTable('product_collections')
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('collection_id', 'integer', (col) => col.notNull().references('collections.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('product_collections_pk', ['product_id', 'collection_id'])
      .execute();
    await db.schema.createIndex('product_collections_collection').on('product_collections').columns(['collection_id', 'position']).execute();

    await db.schema
      .createTable('plugin_settings')
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('enabled', 'integer', flag(0))
      .addColumn('settings_json', 'text', jsonText('{}'))
      .addPrimaryKeyConstraint('plugin_settings_pk', ['division_id', 'code'])
      .execute();

    await withId(db, db.schema.createTable('search_redirects'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('search_term', 'text', notNull)
      .addColumn('destination_url', 'text', notNull)
      .execute();
    await db.schema.createIndex('search_redirects_division').on('search_redirects').column('division_id').execute();

    await withId(db, db.schema.createTable('users'))
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', notNull)
      .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('username', 'text')
      .addColumn('internal', 'integer', flag(0))
      .addColumn('status', 'integer')
      .addColumn('verified_at', 'text')
      .addColumn('eula_signed_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('store_members')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('role', 'text', notNull)
      .addPrimaryKeyConstraint('store_members_pk', ['user_id', 'division_id'])
      .execute();
    await db.schema.createIndex('store_members_division').on('store_members').column('division_id').execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      'store_members',
      'users',
      'search_redirects',
      'plugin_settings',
      'product_collections',
      'collections',
      'products',
      'main_menus',
      'pages',
      'divisions',
      'projects',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
