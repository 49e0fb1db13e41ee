import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres } from './columns.ts';

// Catalogue search finds its candidates through the database's own full-text
// index, so its cost stays flat as a store grows (src/server/catalogue/search.ts reads it;
// docs/catalogue.md "Search"). One entry per product, keyed by the product's id, of
//
//   document = name, tags, the names of its collections and description, plus the same text
//              with hyphens and apostrophes dropped when it has any ("T-Shirt" also gives
//              "TShirt", so "tshirt" finds it, as the scorer's joined words do).
//
// Search looks for each term anywhere inside a word, as the LIKE search this replaces did
// ("shirt" finds sweatshirts, "night" finds Midnight), so the index answers substrings:
// - SQLite: `product_search`, an FTS5 table with the trigram tokenizer (substrings of three
//   or more characters; contentless: the text lives in products; rowid = product id).
// - PostgreSQL: `product_search (product_id, document tsvector)` with a GIN index. The
//   tsvector holds every suffix of every word ("hoodie oodie odie die ie e"), so a prefix
//   query ('odi':*) is a substring query; 'simple' configuration (no stemming, no stop
//   words), ASCII punctuation turned into spaces first, positions stripped, words cut to
//   MAX_WORD characters so a freak 5,000-letter "word" cannot blow the entry up.
//
// Triggers keep it in step with every write, whichever path makes it (owner editor, seed,
// imports, approvals, tests): products inserted or renamed/retagged/redescribed, products
// put in or taken out of collections, collections renamed. Deleting a product removes its
// entry; deleting a collection removes its links, which refreshes its products.

const DROPPED_JOINERS = ['-', '‐', '‑', "'", '’'];

/** SQLite: the document text of the product rows `p` (no CTEs: triggers cannot use them). */
const SQLITE_DOCUMENT = `p.name || ' ' || p.tags_json || ' ' || coalesce((select group_concat(c.name, ' ') from product_collections pc join collections c on c.id = pc.collection_id where pc.product_id = p.id), '') || ' ' || p.description`;

function sqliteJoined(expression: string): string {
  return DROPPED_JOINERS.reduce((text, joiner) => `replace(${text}, '${joiner.replace(/'/g, "''")}', '')`, expression);
}

/** SQLite: the entries of the products whose ids are `ids` (a list or a subquery), written afresh. */
function sqliteInsert(ids: string): string {
  return `insert into product_search(rowid, document)
      select id, document || case when joined <> document then ' ' || joined else '' end
      from (select id, document, ${sqliteJoined('document')} as joined
            from (select p.id, ${SQLITE_DOCUMENT} as document from products p where p.id in (${ids})));`;
}

/** SQLite trigger body: drop the entries of `ids`, then write them again from products. */
function sqliteRefresh(ids: string): string {
  return `delete from product_search where rowid in (${ids}); ${sqliteInsert(ids)}`;
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create virtual table product_search using fts5(document, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 0 remove_diacritics 0')`,
    )
    .execute(db);
  const triggers = [
    `create trigger product_search_product_insert after insert on products begin ${sqliteRefresh('new.id')} end`,
    `create trigger product_search_product_update after update of name, tags_json, description on products
      when old.name is not new.name or old.tags_json is not new.tags_json or old.description is not new.description
      begin ${sqliteRefresh('new.id')} end`,
    `create trigger product_search_product_delete after delete on products begin delete from product_search where rowid = old.id; end`,
    `create trigger product_search_link_insert after insert on product_collections begin ${sqliteRefresh('new.product_id')} end`,
    `create trigger product_search_link_delete after delete on product_collections begin ${sqliteRefresh('old.product_id')} end`,
    `create trigger product_search_link_update after update on product_collections begin ${sqliteRefresh('old.product_id, new.product_id')} end`,
    `create trigger product_search_collection_rename after update of name on collections begin ${sqliteRefresh('select product_id from product_collections where collection_id = new.id')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
  // Backfill.
  await sql.raw(sqliteInsert('select id from products')).execute(db);
}

/** PostgreSQL: ASCII characters that are neither letters nor digits. */
const PG_ASCII_PUNCTUATION = String.raw`[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`;
/** PostgreSQL: longer words are cut to this before their suffixes are taken. */
const MAX_WORD = 40;

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table product_search (
    product_id integer primary key references products(id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  const joiners = DROPPED_JOINERS.join('').replace(/'/g, "''");
  await sql
    .raw(`create function product_search_suffixes(document text) returns tsvector language sql immutable as $$
    select strip(to_tsvector('simple', coalesce(string_agg(substr(word, start), ' '), '')))
    from (select left(word, ${MAX_WORD}) as word from regexp_split_to_table(lower(regexp_replace(document, '${PG_ASCII_PUNCTUATION}', ' ', 'g')), '\\s+') as word) words,
      generate_series(1, length(word)) as start
    where word <> ''
  $$`)
    .execute(db);
  await sql
    .raw(`create function product_search_refresh(ids integer[]) returns void language sql as $$
    insert into product_search(product_id, document)
      select id, product_search_suffixes(document || case when joined <> document then ' ' || joined else '' end)
      from (select id, document, translate(document, '${joiners}', '') as joined
            from (select p.id, concat_ws(' ', p.name, p.tags_json,
                    (select string_agg(c.name, ' ') from product_collections pc join collections c on c.id = pc.collection_id where pc.product_id = p.id),
                    p.description) as document
                  from products p where p.id = any(ids)) d) j
    on conflict (product_id) do update set document = excluded.document
  $$`)
    .execute(db);
  // Inserts and deletes are handled once per statement (a bulk import of 500 products is one
  // refresh of 500, not 500 refreshes); updates name their columns, which transition tables
  // cannot, so they go row by row, and only when a searched column really changed.
  const functions: Array<[string, string]> = [
    ['product_search_products_inserted', 'perform product_search_refresh(array(select id from changed));'],
    ['product_search_product_updated', 'perform product_search_refresh(array[new.id]);'],
    ['product_search_links_changed', 'perform product_search_refresh(array(select distinct product_id from changed));'],
    ['product_search_link_updated', 'perform product_search_refresh(array[old.product_id, new.product_id]);'],
    ['product_search_collection_renamed', 'perform product_search_refresh(array(select product_id from product_collections where collection_id = new.id));'],
  ];
  for (const [name, body] of functions)
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
  const triggers = [
    'product_search_products_inserted after insert on products referencing new table as changed for each statement execute function product_search_products_inserted()',
    `product_search_product_updated after update of name, tags_json, description on products for each row
      when (old.name is distinct from new.name or old.tags_json is distinct from new.tags_json or old.description is distinct from new.description)
      execute function product_search_product_updated()`,
    'product_search_links_inserted after insert on product_collections referencing new table as changed for each statement execute function product_search_links_changed()',
    'product_search_links_deleted after delete on product_collections referencing old table as changed for each statement execute function product_search_links_changed()',
    'product_search_link_updated after update on product_collections for each row execute function product_search_link_updated()',
    'product_search_collection_renamed after update of name on collections for each row when (old.name is distinct from new.name) execute function product_search_collection_renamed()',
  ];
  for (const trigger of triggers) await sql.raw(`create trigger ${trigger}`).execute(db);
  // Backfill.
  await sql`select product_search_refresh(array(select id from products))`.execute(db);
}

export const productSearch: Migration = {
  async up(db: Kysely<any>) {
    await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  },
  async down(db: Kysely<any>) {
    if (isPostgres(db)) {
      for (const [trigger, table] of [
        ['products_inserted', 'products'],
        ['product_updated', 'products'],
        ['links_inserted', 'product_collections'],
        ['links_deleted', 'product_collections'],
        ['link_updated', 'product_collections'],
        ['collection_renamed', 'collections'],
      ]) {
        await sql.raw(`drop trigger if exists product_search_${trigger} on ${table}`).execute(db);
      }
      for (const fn of ['products_inserted', 'product_updated', 'links_changed', 'link_updated', 'collection_renamed'])
        await sql.raw(`drop function if exists product_search_${fn}()`).execute(db);
      for (const fn of ['product_search_refresh(integer[])', 'product_search_suffixes(text)']) await sql.raw(`drop function if exists ${fn}`).execute(db);
    } else {
      for (const name of ['product_insert', 'product_update', 'product_delete', 'link_insert', 'link_delete', 'link_update', 'collection_rename'])
        await sql.raw(`drop trigger if exists product_search_${name}`).execute(db);
    }
    await sql`drop table if exists product_search`.execute(db);
  },
};
