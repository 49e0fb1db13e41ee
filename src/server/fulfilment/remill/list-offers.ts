import type { Db } from '../../../platform/db/database.ts';

export const OFFER_STATUSES = ['requested', 'received'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFERS_PER_PAGE = 25;

export interface OfferRow {
  id: number;
  store: { id: number; name: string; subdomain: string };
  email: string;
  labelCode: string;
  status: OfferStatus;
  couponCode: string | null;
  createdAt: string;
  receivedAt: string | null;
}

export interface OfferList {
  offers: OfferRow[];
  /** The filter shown: one status, or every offer. */
  status: OfferStatus | null;
  page: number;
  lastPage: number;
  total: number;
}

/** ?status= and ?page= as sent; anything else is "every status" and page 1. */
export function offerQuery(params: URLSearchParams): { status: OfferStatus | null; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (OFFER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OfferStatus) : null,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

/** Free return offers across every store (the back office), newest first, a page at a time. */
export async function listReturnOffers(db: Db, query: { status: OfferStatus | null; page: number }): Promise<OfferList> {
  let base = db.selectFrom('return_offers').innerJoin('divisions', 'divisions.id', 'return_offers.division_id');
  if (query.status) base = base.where('return_offers.status', '=', query.status);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const lastPage = Math.max(1, Math.ceil(total / OFFERS_PER_PAGE));
  const page = Math.min(query.page, lastPage);
  const rows = await base
    .select([
      'return_offers.id',
      'return_offers.email',
      'return_offers.label_code',
      'return_offers.status',
      'return_offers.coupon_code',
      'return_offers.created_at',
      'return_offers.received_at',
      'divisions.id as division_id',
      'divisions.company_name',
      'divisions.subdomain',
    ])
    .orderBy('return_offers.created_at', 'desc')
    .orderBy('return_offers.id', 'desc')
    .limit(OFFERS_PER_PAGE)
    .offset((page - 1) * OFFERS_PER_PAGE)
    .execute();
  return {
    offers: rows.map((row) => ({
      id: row.id,
      store: { id: row.division_id, name: row.company_name, subdomain: row.subdomain },
      email: row.email,
      labelCode: row.label_code,
      status: row.status,
      couponCode: row.coupon_code,
      createdAt: row.created_at,
      receivedAt: row.received_at,
    })),
    status: query.status,
    page,
    lastPage,
    total,
  };
}
