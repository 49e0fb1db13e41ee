import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { approvalStatus, type ApprovalFilter } from './approval-status.ts';
import type { StoreApprovalStatus } from '../../../schemas/approval.ts';

// /atlas/stores/ and GET /omnis/v3/atlas/stores/: every store with its approval status,
// filtered and paginated (one bounded page per request, newest stores first).

export const STORES_PER_PAGE = 25;

export interface StoreListQuery {
  filter: ApprovalFilter;
  /** Part of the store's name or sub-domain ('' for any). */
  search: string;
  /** 1-based. */
  page: number;
}

export interface StoreListItem {
  id: number;
  name: string;
  subdomain: string;
  ownerEmail: string | null;
  createdAt: string;
  status: StoreApprovalStatus;
  denialReason: string | null;
  reviewedAt: string | null;
}

export interface StoreListPage {
  stores: StoreListItem[];
  page: number;
  pages: number;
  total: number;
}

/** LIKE with the user's text matched literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtered(db: Db, query: StoreListQuery) {
  let rows = db.selectFrom('divisions').leftJoin('approval_items', 'approval_items.division_id', 'divisions.id');
  if (query.filter === 'not-modded-yet') rows = rows.where('approval_items.approved', '=', 0);
  else if (query.filter === 'approved') rows = rows.where('approval_items.approved', '=', 1);
  else if (query.filter === 'no-approval-item') rows = rows.where('approval_items.id', 'is', null);
  const search = query.search.trim();
  if (search) {
    const pattern = likePattern(search);
    // ESCAPE named: SQLite has no default escape character.
    rows = rows.where(sql<SqlBool>`(lower(divisions.name) like ${pattern} escape '\\' or divisions.subdomain like ${pattern} escape '\\')`);
  }
  return rows;
}

export async function listStores(db: Db, query: StoreListQuery): Promise<StoreListPage> {
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const pages = Math.max(1, Math.ceil(total / STORES_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await filtered(db, query)
    .select([
      'divisions.id',
      'divisions.name',
      'divisions.subdomain',
      'divisions.created_at',
      'approval_items.approved',
      'approval_items.denial_reason',
      'approval_items.reviewed_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('store_members')
        .innerJoin('users', 'users.id', 'store_members.user_id')
        .select('users.email')
        .whereRef('store_members.division_id', '=', 'divisions.id')
        .where('store_members.role', '=', 'owner')
        .orderBy('users.id')
        .limit(1)
        .as('owner_email'),
    )
    .orderBy('divisions.created_at', 'desc')
    .orderBy('divisions.id', 'desc')
    .limit(STORES_PER_PAGE)
    .offset((page - 1) * STORES_PER_PAGE)
    .execute();
  return {
    stores: rows.map((row) => {
      const status = approvalStatus(row.approved);
      return {
        id: row.id,
        name: row.name,
        subdomain: row.subdomain,
        ownerEmail: row.owner_email ?? null,
        createdAt: row.created_at,
        status,
        denialReason: status === 'Not modded yet' ? (row.denial_reason ?? null) : null,
        reviewedAt: row.reviewed_at ?? null,
      };
    }),
    page,
    pages,
    total,
  };
}
