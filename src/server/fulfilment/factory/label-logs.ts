import type { Db } from '../../../platform/db/database.ts';

// What the factory writes in label_logs (migration 0027: 'print' | 'pretreat' | 'pick' | 'scan'
// | 'cancel' | 'reprint'). Two different things are printed, and the note tells them apart:
// the paper label (times_printed counts those) and the garment itself (the print logs).

export const LABEL_PRINTED = { kind: 'print', note: 'label' } as const;
export const GARMENT_PRINTED = { kind: 'print', note: 'garment' } as const;
/** A single-item order's item scanned once printed: it goes straight to packing. */
export const TO_PACKING = { kind: 'scan', note: 'packing' } as const;
export const PICKED = { kind: 'pick', note: null } as const;
/** A garment scanned as printed was picked, whether or not the picker ticked it off. */
export const PICKED_AT_PRINT = { kind: 'pick', note: 'printed' } as const;

export async function logLabels(
  db: Db,
  labelIds: readonly number[],
  entry: { kind: string; note: string | null },
  userId: number | null,
  at: string,
): Promise<void> {
  if (labelIds.length === 0) return;
  await db
    .insertInto('label_logs')
    .values(labelIds.map((labelId) => ({ label_id: labelId, kind: entry.kind, note: entry.note, user_id: userId, created_at: at })))
    .execute();
}
