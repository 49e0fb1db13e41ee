import type { Db } from '../../../platform/db/database.ts';
import { INDUSTRY_TAGS, LEAD_STATUSES, SERVICE_TAGS } from '../../../lib/after-sale/crm.ts';
import { parsePageParam } from '../../../lib/pagination.ts';
import { findCustomer, listCustomers, type CustomerQuery } from './customers.ts';
import type { Customer, CustomerPage } from '../../../schemas/people.ts';

// What /atlas/customers/ and /atlas/customers/{id}/ load.

export interface CustomerListView {
  list: CustomerPage;
  query: CustomerQuery;
}

/** The list as the address asks for it; an unknown filter is dropped rather than refused. */
export async function customerListView(db: Db, url: URL): Promise<CustomerListView | { notFound: true }> {
  const params = url.searchParams;
  const page = parsePageParam(params.get('page'));
  if (page === undefined) return { notFound: true };
  const leadStatus = params.get('leadStatus') ?? '';
  const tag = params.get('tag') ?? '';
  const query: CustomerQuery = {
    search: (params.get('search') ?? '').slice(0, 100),
    leadStatus: (LEAD_STATUSES as readonly string[]).includes(leadStatus) ? leadStatus : '',
    tag: ([...SERVICE_TAGS, ...INDUSTRY_TAGS] as readonly string[]).includes(tag) ? tag : '',
    page,
  };
  return { list: await listCustomers(db, query), query };
}

export async function customerView(db: Db, idText: string | undefined): Promise<{ customer: Customer } | { notFound: true }> {
  const id = Number(idText);
  if (!/^\d{1,12}$/.test(idText ?? '') || id <= 0) return { notFound: true };
  const customer = await findCustomer(db, id);
  return customer ? { customer } : { notFound: true };
}
