import type { Db } from '../../../platform/db/database.ts';
import type { Division } from '../../../schemas/division.ts';
import { fromJson, now, toJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { permissionReviewEmail } from '../mails/permission-review.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { GRANT_REFUSED, ungrantable } from './user-access.ts';
import type { PendingRequest } from '../../../schemas/people.ts';

// Permission requests (/omnis/v3/atlas/permissions/request/…) reviewed by staff
// in the back office: approving adds the rights to the requester's permissions_json,
// denying records the decision; both record who and when, and tell the requester by mail.
// A request is decided once (a second decision is a 409), never by its own requester, and
// approved only by someone who holds every right it asks for.

const REQUESTS_SHOWN = 200;

export async function pendingRequests(db: Db): Promise<PendingRequest[]> {
  const rows = await db
    .selectFrom('permission_requests')
    .innerJoin('users', 'users.id', 'permission_requests.user_id')
    .leftJoin('divisions', 'divisions.id', 'permission_requests.division_id')
    .select([
      'permission_requests.id',
      'permission_requests.user_id',
      'permission_requests.permissions',
      'permission_requests.reason',
      'permission_requests.created_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'divisions.name as store',
    ])
    .where('permission_requests.status', '=', 'pending')
    .orderBy('permission_requests.id')
    .limit(REQUESTS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    permissions: row.permissions.split(',').filter(Boolean),
    reason: row.reason,
    store: row.store,
    createdAt: row.created_at,
  }));
}

export interface ReviewInput {
  requestId: number;
  reviewerId: number;
  /** The reviewer's own rights: approving grants only rights they hold. */
  reviewerPermissions: readonly string[];
  approve: boolean;
  note?: string | undefined;
  /** The store the review was made on: the mail is sent in its name, its dashboard linked. */
  division: Division;
  origin: string;
}

/** Approves or denies one pending request; answers the requester's rights afterwards. */
export async function reviewRequest(db: Db, input: ReviewInput): Promise<{ status: 'approved' | 'denied'; permissions: string[] }> {
  return inTransaction(db, async (trx) => {
    const request = await trx.selectFrom('permission_requests').selectAll().where('id', '=', input.requestId).executeTakeFirst();
    if (!request) throw new ApiError('notFound');
    if (request.user_id === input.reviewerId) throw new ApiError('permissionDenied', 'You cannot review your own request.');
    const asked = request.permissions.split(',').filter(Boolean);
    if (input.approve && ungrantable(input.reviewerPermissions, [], asked).length > 0) throw new ApiError('permissionDenied', GRANT_REFUSED);
    const status = input.approve ? 'approved' : 'denied';
    const time = now();
    // Compare-and-set on 'pending': two reviewers at once, one decision.
    const decided = await trx
      .updateTable('permission_requests')
      .set({ status, reviewed_by: input.reviewerId, reviewed_at: time })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) throw new ApiError('conflict', 'This request has already been reviewed.');
    const user = await trx.selectFrom('users').select(['email', 'first_name', 'permissions_json']).where('id', '=', request.user_id).executeTakeFirstOrThrow();
    let permissions = fromJson<string[]>(user.permissions_json, 'users.permissions_json') ?? [];
    if (input.approve) {
      permissions = [...new Set([...permissions, ...asked])];
      await trx
        .updateTable('users')
        .set({ permissions_json: toJson(permissions) })
        .where('id', '=', request.user_id)
        .execute();
    }
    const mail = permissionReviewEmail({
      storeName: input.division.companyName,
      firstName: user.first_name,
      permissions: asked,
      approved: input.approve,
      note: input.note,
      link: `${input.origin}/dashboard/`,
    });
    await sendMail(trx, { ...mail, to: user.email, divisionId: input.division.id, template: 'permission-review' });
    return { status, permissions };
  });
}
