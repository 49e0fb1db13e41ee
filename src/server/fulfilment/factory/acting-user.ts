import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { findScanner } from './scanners.ts';

/** Who a factory action is logged for: the badge scanned at the station, else the signed-in staff member. */
export async function actingUser(db: Db, signedIn: number, badge: string | null | undefined): Promise<number> {
  if (!badge) return signedIn;
  const scanner = await findScanner(db, badge);
  if (!scanner) throw ApiError.validation({ badge: ['That badge is no longer recognised: scan your badge again.'] });
  return scanner.userId;
}
