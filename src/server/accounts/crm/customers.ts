import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { fromJson, now, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { normaliseEmail } from '../users.ts';
import { sanitiseUrl } from '../../../lib/url-sanitiser.ts';
import { orderStatus } from '../../../lib/order-flows/index.ts';
import { LEAD_STATUSES, SERVICE_TAGS, INDUSTRY_TAGS } from '../../../lib/after-sale/crm.ts';
import {
  SOCIAL_NETWORKS,
  type Customer,
  type CustomerOrder,
  type CustomerPage,
  type CustomerSummary,
  type CustomerUpdateBody,
} from '../../../schemas/people.ts';

// The CRM: every account with its
// customer profile (customer_profiles, one row per user, made on first edit), searchable
// and filterable, and one customer's page with their orders and quotes.

export const CUSTOMERS_PAGE_SIZE = 25;
/** A customer page lists this many of their newest orders and quotes. */
const ORDERS_SHOWN = 50;

export interface CustomerQuery {
  search?: string;
  leadStatus?: string;
  tag?: string;
  page?: number;
}

type Tags = { services: string[]; industries: string[] };
const NO_TAGS: Tags = { services: [], industries: [] };

/** LIKE pattern of a typed search, its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

function baseQuery(db: Db) {
  return db.selectFrom('users').leftJoin('customer_profiles', 'customer_profiles.user_id', 'users.id');
}

/** Checks the list's filters: an unknown lead status or tag is a 422, not an empty page. */
export function checkCustomerQuery(query: CustomerQuery): void {
  if (query.leadStatus && !(LEAD_STATUSES as readonly string[]).includes(query.leadStatus))
    throw ApiError.validation({ leadStatus: ['Please choose one of the options.'] });
  if (query.tag && ![...SERVICE_TAGS, ...INDUSTRY_TAGS].includes(query.tag as never)) throw ApiError.validation({ tag: ['Please choose one of the options.'] });
}

export async function listCustomers(db: Db, query: CustomerQuery): Promise<CustomerPage> {
  checkCustomerQuery(query);
  let filtered = baseQuery(db);
  const search = query.search?.trim().slice(0, 100);
  if (search) {
    const pattern = likePattern(search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(customer_profiles.company, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (query.leadStatus) {
    const status = query.leadStatus;
    // A user without a profile yet is a 'new' lead.
    filtered = filtered.where(sql<string>`coalesce(customer_profiles.lead_status, 'new')`, '=', status);
  }
  if (query.tag) filtered = filtered.where('customer_profiles.tags_json', 'like', `%${JSON.stringify(query.tag)}%`);

  const { count } = await filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const lastPage = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  const rows = await filtered
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.internal',
      'customer_profiles.company',
      'customer_profiles.lead_status',
      'customer_profiles.tags_json',
    ])
    .orderBy('users.id', 'desc')
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
    .execute();
  return { customers: rows.map(summaryOf), page, lastPage, total };
}

function summaryOf(row: {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  internal: number;
  company: string | null;
  lead_status: string | null;
  tags_json: string | null;
}): CustomerSummary {
  const tags = fromJson<Tags | null>(row.tags_json, 'customer_profiles.tags_json') ?? NO_TAGS;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    company: row.company ?? '',
    leadStatus: row.lead_status ?? 'new',
    services: tags.services ?? [],
    industries: tags.industries ?? [],
    internal: row.internal === 1,
  };
}

async function ordersOf(db: Db, userId: number, email: string): Promise<{ orders: CustomerOrder[]; quotes: CustomerOrder[] }> {
  const rows = await db
    .selectFrom('orders')
    .select(['orders.id', 'orders.hash', 'orders.status', 'orders.total', 'orders.currency', 'orders.created_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('order_status_logs')
            .select('order_status_logs.id')
            .whereRef('order_status_logs.order_id', '=', 'orders.id')
            .where('order_status_logs.status', '=', 'quote'),
        )
        .as('was_quote'),
    )
    .where((eb) => eb.or([eb('orders.user_id', '=', userId), eb('orders.email', '=', email)]))
    .orderBy('orders.id', 'desc')
    .limit(ORDERS_SHOWN)
    .execute();
  const mapped = rows.map((row) => ({
    order: {
      id: row.id,
      hash: row.hash,
      status: row.status,
      statusName: orderStatus(row.status)?.name ?? row.status,
      total: row.total,
      currency: row.currency,
      createdAt: row.created_at,
    },
    quote: row.status === 'quote' || Boolean(Number(row.was_quote)),
  }));
  return { orders: mapped.map((entry) => entry.order), quotes: mapped.filter((entry) => entry.quote).map((entry) => entry.order) };
}

export async function findCustomer(db: Db, id: number): Promise<Customer | undefined> {
  const row = await baseQuery(db)
    .selectAll('customer_profiles')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.internal',
      'users.verified_at',
      'users.eula_signed_at',
      'users.permissions_json',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { orders, quotes } = await ordersOf(db, row.id, row.email);
  return {
    ...summaryOf(row),
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title ?? '',
    phone: row.phone ?? '',
    mobile: row.mobile ?? '',
    social: fromJson(row.social_json, 'customer_profiles.social_json') ?? {},
    website: row.website ? sanitiseUrl(row.website) : '',
    verified: row.verified_at !== null,
    eulaSigned: row.eula_signed_at !== null,
    potentialValue: row.potential_value ?? 0,
    notes: row.notes ?? '',
    role: row.role ?? 'customer',
    permissions: fromJson<string[]>(row.permissions_json, 'users.permissions_json') ?? [],
    orders,
    quotes,
  };
}

/** Saves a customer's names, e-mail and CRM profile together (both or neither). */
export async function updateCustomer(db: Db, id: number, body: CustomerUpdateBody): Promise<Customer> {
  const email = normaliseEmail(body.email);
  await inTransaction(db, async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError('notFound');
    if (email !== user.email) {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', id).executeTakeFirst();
      if (taken) throw ApiError.validation({ email: ['This email address is already used by another account.'] });
    }
    await trx.updateTable('users').set({ first_name: body.firstName.trim(), last_name: body.lastName.trim(), email }).where('id', '=', id).execute();
    const social = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, body.social[network]?.trim() ?? '']).filter(([, value]) => value !== ''));
    const profile = {
      company: body.company.trim(),
      job_title: body.jobTitle.trim(),
      phone: body.phone.trim(),
      mobile: body.mobile.trim(),
      social_json: toJson(social),
      website: body.website.trim(),
      potential_value: body.potentialValue,
      notes: body.notes,
      lead_status: body.leadStatus,
      tags_json: toJson({ services: [...new Set(body.services)], industries: [...new Set(body.industries)] }),
      role: body.role,
      updated_at: now(),
    };
    await trx
      .insertInto('customer_profiles')
      .values({ user_id: id, ...profile })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(profile))
      .execute();
  });
  return (await findCustomer(db, id))!;
}
