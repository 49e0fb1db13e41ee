import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// After the sale: what happens to an order once it is paid. Orders gain a fulfilment
// factory, a priority, child/parent/exchange/refund orders and a reprint reason; order items gain a
// returned quantity, labels, return logs and pigeonhole logs; then factory labels, customers, projects,
// staff, the free return offer, quotes and store approval.
export const afterSale: Migration = {
  async up(db: Kysely<any>) {
    // — Orders and their items —
    /** The fulfilment factory: null until paid; 'newport' orders follow the paper flow. */
    await db.schema.alterTable('orders').addColumn('factory', 'text').execute();
    /** 0 normal, 1 high, 2 urgent (src/lib/after-sale/priorities.ts). */
    await db.schema
      .alterTable('orders')
      .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    /** The order this one was made from: an exchange (no reason) or a reprint (with a reason). */
    await db.schema
      .alterTable('orders')
      .addColumn('parent_order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('orders').addColumn('reprint_reason', 'text').execute();
    /** Sum of the refunds given back (minor units); never more than `total`. */
    await db.schema
      .alterTable('orders')
      .addColumn('refunded_total', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    /** Carrier tracking codes, JSON array of { carrier, code, url }. */
    await db.schema.alterTable('orders').addColumn('tracking_codes_json', 'text', jsonText('[]')).execute();
    /** Bumped by every shopper or staff change: forms send the version they showed (stale → 409). */
    await db.schema
      .alterTable('orders')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('orders_parent').on('orders').column('parent_order_id').execute();
    await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('orders_factory_status').on('orders').columns(['factory', 'status']).execute();

    /** Active quantity = quantity − returned_quantity − cancelled labels. */
    await db.schema
      .alterTable('order_items')
      .addColumn('returned_quantity', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    /** The item of the parent order this exchange or reprint item replaces. */
    await db.schema.alterTable('order_items').addColumn('parent_item_id', 'integer').execute();

    // Every change a shopper or staff member makes to an order (size, colour, removal,
    // cancellation, address, priority, refund…): the order page's history and the audit trail.
    await withId(db, db.schema.createTable('order_change_logs'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer')
      /** 'shopper' | 'staff' | 'system' */
      .addColumn('actor', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** src/lib/after-sale/changes.ts ORDER_CHANGE_KINDS */
      .addColumn('kind', 'text', notNull)
      /** What changed, JSON: { from, to, note, … } */
      .addColumn('detail_json', 'text', jsonText('{}'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('order_change_logs_order').on('order_change_logs').column('order_id').execute();

    // — Refunds (refund orders): money given back through the payment provider —
    await withId(db, db.schema.createTable('refunds'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('amount', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      /** A retry of the same refund (double click, replayed request) finds this row. */
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('provider', 'text', notNull)
      .addColumn('provider_reference', 'text')
      /** 'refunded' | 'failed' */
      .addColumn('status', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();

    // — The factory (factory labels) —
    await withId(db, db.schema.createTable('factory_labels'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      /** Which of the item's units this label is: 1 … quantity. */
      .addColumn('counter', 'integer', notNull)
      /** What the barcode encodes and the scan field reads: 'PF' + 10 digits, unique. */
      .addColumn('barcode', 'text', (col) => col.notNull().unique())
      /** Where the blank garment is picked from, e.g. 'A-12-3'. */
      .addColumn('pickface', 'text', notNull)
      .addColumn('cancelled', 'integer', flag(0))
      .addColumn('to_be_picked', 'integer', flag(1))
      .addColumn('times_printed', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('factory_labels_order').on('factory_labels').column('order_id').execute();
    await db.schema.createIndex('factory_labels_item').on('factory_labels').column('order_item_id').execute();

    /** Print and pretreat logs, plus picks and scans: one row per thing done to a label. */
    await withId(db, db.schema.createTable('label_logs'))
      .addColumn('label_id', 'integer', (col) => col.notNull().references('factory_labels.id').onDelete('cascade'))
      /** 'print' | 'pretreat' | 'pick' | 'scan' | 'cancel' | 'reprint' */
      .addColumn('kind', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('label_logs_label').on('label_logs').column('label_id').execute();

    /** A shelf slot that gathers the items of one multi-item order until all are there. */
    await withId(db, db.schema.createTable('pigeonholes'))
      .addColumn('factory', 'text', notNull)
      .addColumn('number', 'integer', notNull)
      /** The order being gathered here; null when the slot is free. */
      .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('pigeonholes_number', ['factory', 'number'])
      .addUniqueConstraint('pigeonholes_order', ['order_id'])
      .execute();

    await withId(db, db.schema.createTable('pigeonhole_logs'))
      .addColumn('pigeonhole_id', 'integer', (col) => col.notNull().references('pigeonholes.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id').onDelete('cascade'))
      .addColumn('label_id', 'integer', (col) => col.references('factory_labels.id').onDelete('set null'))
      /** 'placed' | 'emptied' */
      .addColumn('action', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('pigeonhole_logs_order').on('pigeonhole_logs').column('order_id').execute();

    // — Returns and exchanges (an order item's return logs) —
    await withId(db, db.schema.createTable('return_logs'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', notNull)
      /** 'return' (money back) | 'exchange' (another size or colour) */
      .addColumn('kind', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      /** For an exchange: the size and colour wanted, JSON { size, colour }. */
      .addColumn('wanted_json', 'text', jsonText('{}'))
      /** 'requested' → 'received' → 'inspected' (src/lib/after-sale/returns.ts) */
      .addColumn('status', 'text', notNull)
      /** After inspection: 'refunded' | 'exchanged' | 'rejected' */
      .addColumn('outcome', 'text')
      /** The prepaid return label's reference (the label PDF and the parcel carry it). */
      .addColumn('label_code', 'text', (col) => col.notNull().unique())
      .addColumn('refund_id', 'integer', (col) => col.references('refunds.id').onDelete('set null'))
      .addColumn('exchange_order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .addColumn('inspection_note', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('received_at', 'text')
      .addColumn('inspected_at', 'text')
      .execute();
    await db.schema.createIndex('return_logs_order').on('return_logs').column('order_id').execute();
    await db.schema.createIndex('return_logs_status').on('return_logs').columns(['status', 'created_at']).execute();

    // — The free return offer (POST retex/remill/submit) —
    await withId(db, db.schema.createTable('return_offers'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('email', 'text', notNull)
      /** The prepaid label's reference, printed as a barcode: 'RX' + 10 digits, unique. */
      .addColumn('label_code', 'text', (col) => col.notNull().unique())
      /** 'requested' | 'received' */
      .addColumn('status', 'text', notNull)
      /** The single-use coupon sent once the parcel is received. */
      .addColumn('coupon_code', 'text')
      .addColumn('received_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('received_at', 'text')
      .execute();
    await db.schema.createIndex('return_offers_division').on('return_offers').columns(['division_id', 'created_at']).execute();
    /** Coupons that may be used a limited number of times (the return offer's: once). */
    await db.schema.alterTable('coupons').addColumn('usage_limit', 'integer').execute();
    await db.schema
      .alterTable('coupons')
      .addColumn('times_used', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('coupons').addColumn('expires_at', 'text').execute();

    // — Quotes (get-a-quote, advanced-quote; the bespoke flow) —
    await withId(db, db.schema.createTable('quotes'))
      .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** { name, email, phone, company } */
      .addColumn('contact_json', 'text', notNull)
      /** The date the customer needs the goods by (YYYY-MM-DD). */
      .addColumn('deadline', 'text')
      /** [{ productId, name, colour, quantities: { size: n }, options: { … } }] */
      .addColumn('lines_json', 'text', jsonText('[]'))
      /** [{ uploadId, url, name }] — artwork uploaded through the studio upload pipeline. */
      .addColumn('artwork_json', 'text', jsonText('[]'))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      /** Staff's answer: terms text, a mockup image, a price (minor units, tax included). */
      .addColumn('terms', 'text')
      .addColumn('mockup_url', 'text')
      .addColumn('price', 'integer')
      /** The customer's purchase-order number (po_confirmed). */
      .addColumn('po_number', 'text')
      .addColumn('answered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();

    // — Customers and CRM —
    await db.schema
      .createTable('customer_profiles')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('job_title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('mobile', 'text', (col) => col.notNull().defaultTo(''))
      /** { instagram, twitter, facebook, linkedin, tiktok } handles */
      .addColumn('social_json', 'text', jsonText('{}'))
      .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
      /** Minor units of GBP a year. */
      .addColumn('potential_value', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      /** src/lib/after-sale/crm.ts LEAD_STATUSES */
      .addColumn('lead_status', 'text', (col) => col.notNull().defaultTo('new'))
      /** { services: string[], industries: string[] } */
      .addColumn('tags_json', 'text', jsonText('{"services":[],"industries":[]}'))
      .addColumn('role', 'text', (col) => col.notNull().defaultTo('customer'))
      .addColumn('updated_at', 'text', notNull)
      .execute();

    // — Projects —
    await db.schema.alterTable('projects').addColumn('is_vip', 'integer', flag(0)).execute();
    await db.schema.alterTable('projects').addColumn('managed', 'integer', flag(0)).execute();
    await db.schema.alterTable('projects').addColumn('badges_json', 'text', jsonText('[]')).execute();
    /** 'monthly' | 'quarterly' | 'yearly' */
    await db.schema
      .alterTable('projects')
      .addColumn('payment_interval', 'text', (col) => col.notNull().defaultTo('monthly'))
      .execute();
    await db.schema.alterTable('projects').addColumn('betas_json', 'text', jsonText('[]')).execute();
    await db.schema.alterTable('projects').addColumn('enable_bulk_studio', 'integer', flag(0)).execute();

    // — Staff (internal users) —
    await db.schema.alterTable('users').addColumn('team', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('reports_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('users').addColumn('colour', 'text').execute();
    await db.schema.alterTable('users').addColumn('is_leadership', 'integer', flag(0)).execute();
    /** src/lib/roles.ts: the staff role that decides what the back office lets them do. */
    await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();
    /** National insurance number and bank details, JSON sealed with APP_KEY (never stored readable). */
    await db.schema.alterTable('users').addColumn('sealed_personal_json', 'text').execute();
    await withId(db, db.schema.createTable('staff_rfids'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      /** The badge's id as the reader types it. */
      .addColumn('rfid', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .alterTable('permission_requests')
      .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('permission_requests').addColumn('reviewed_at', 'text').execute();

    // — Store approval (approval items and a store's approval status) —
    await withId(db, db.schema.createTable('approval_items'))
      .addColumn('division_id', 'integer', (col) => col.notNull().unique().references('divisions.id').onDelete('cascade'))
      /** Approved when 1; otherwise "Not modded yet". */
      .addColumn('approved', 'integer', flag(0))
      /** Why staff denied the store (shown to its owner); the store stays under review. */
      .addColumn('denial_reason', 'text')
      .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'approval_items',
      'staff_rfids',
      'customer_profiles',
      'quotes',
      'return_offers',
      'return_logs',
      'pigeonhole_logs',
      'pigeonholes',
      'label_logs',
      'factory_labels',
      'refunds',
      'order_change_logs',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
