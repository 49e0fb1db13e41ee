import type { StoreScope } from '../stores/index.ts';
import { ApiError } from '../../platform/errors/api-error.ts';

/**
 * A call naming its store in the path (`{division}`: the store's id or code) acts for the
 * host's store only. Naming another existing store is the spec's 403 ("…a page from another
 * store"); naming no store at all is a 404. Codes compare case-insensitively.
 */
export async function requireHostDivision(scope: StoreScope, division: string): Promise<void> {
  const wanted = division.trim();
  const own = scope.division;
  if (wanted === String(own.id) || wanted.toLowerCase() === own.code.toLowerCase()) return;
  const byId = /^\d{1,9}$/.test(wanted) ? await scope.db.selectFrom('divisions').select('id').where('id', '=', Number(wanted)).executeTakeFirst() : undefined;
  const byCode = byId
    ? undefined
    : await scope.db
        .selectFrom('divisions')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['code']), '=', wanted.toLowerCase()))
        .executeTakeFirst();
  if (byId || byCode) throw new ApiError('otherStore');
  throw new ApiError('notFound', 'Unknown division.');
}
