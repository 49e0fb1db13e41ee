import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { APPAREL_FACTORY } from '../../../lib/after-sale/factories.ts';
import { parseScanCode } from './scan-code.ts';
import { findScanner, type Scanner } from './scanners.ts';
import { GARMENT_PRINTED, PICKED_AT_PRINT, TO_PACKING, logLabels } from './label-logs.ts';
import { orderLabelStates } from './label-states.ts';
import { claimPigeonhole, pigeonholeOf } from './pigeonholes.ts';
import { advanceOrder, factoryRefusal, lockFactoryOrder, nextFactoryStatus } from './factory-orders.ts';
import { receiveReturn } from '../returns-desk/receive-return.ts';
import type { ScanResult } from '../../../schemas/factory.ts';

// The scan station (docs/factory.md "Scan semantics"). One field takes every code:
// - an RFID badge: who is scanning from now on (the station sends it with every later scan);
// - a factory label: the item moves one step —
//     1st scan: its garment is printed (label_log 'print' 'garment'; a blank not ticked off the
//               picking list counts as picked, label_log 'pick' 'printed'); when every active label of
//               the order is printed, the order moves to printed;
//     2nd scan: one-unit orders go straight to packing; other orders gather in a pigeonhole
//               (the lowest free one, claimed on the first item), and when every active label is
//               there: "Order #n complete — pigeonhole 7 ready for packing" and the order moves to
//               consolidated (packing on the paper flow);
//     later scans change nothing and say where the item is;
//   cancelled labels and labels replaced by a reprint are refused;
// - a return label (RT…): the parcel is received (returns desk).
// The decision is made with the order row locked, so the last two items scanned at once
// complete the order once; the status move it causes (through moveOrder) is written with it.

export interface ScanInput {
  code: string;
  /** The badge scanned earlier at this station, if any. */
  badge?: string | null;
  /** The signed-in staff member (the logs' user when no badge was scanned). */
  userId: number;
  now?: Date;
}

function describeItem(label: { itemName: string; colour: string | null; size: string | null; counter: number; of: number }): string {
  const variant = [label.colour, label.size].filter(Boolean).join(', ');
  return `${label.itemName}${variant ? ` (${variant})` : ''} ${label.counter} of ${label.of}`;
}

export async function scanCode(db: Db, input: ScanInput): Promise<ScanResult> {
  const now = input.now ?? new Date();
  const parsed = parseScanCode(input.code);
  if (parsed.kind === 'empty') throw ApiError.validation({ code: ['Scan or type a code.'] });
  let scanner: Scanner | null = null;
  if (input.badge) {
    scanner = await findScanner(db, input.badge);
    if (!scanner) throw ApiError.validation({ badge: ['That badge is no longer recognised: scan your badge again.'] });
  }
  const userId = scanner?.userId ?? input.userId;
  const who = scanner ? { userId: scanner.userId, name: scanner.name } : null;

  if (parsed.kind === 'badge') {
    const badge = await findScanner(db, parsed.rfid);
    if (!badge) throw new ApiError('notFound', `Nothing has the code ${parsed.rfid}: not a label, a return label or a staff badge.`);
    return { kind: 'badge', tone: 'info', code: badge.badge, message: `Now scanning as ${badge.name}.`, scanner: { userId: badge.userId, name: badge.name } };
  }
  if (parsed.kind === 'offer') {
    throw ApiError.validation({ code: [`${parsed.code} is a free return offer label: receive it with the free return offers, not at the scan station.`] });
  }
  if (parsed.kind === 'return') {
    const received = await receiveReturn(db, parsed.code, userId, now);
    return {
      kind: 'return',
      tone: 'success',
      code: parsed.code,
      scanner: who,
      orderId: received.orderId,
      message: `Return ${parsed.code} received: ${received.itemName} ×${received.quantity} from order #${received.orderId}. Inspect it on the returns desk.`,
    };
  }
  return scanLabel(db, parsed.barcode, userId, who, now);
}

async function scanLabel(db: Db, barcode: string, userId: number, who: ScanResult['scanner'], now: Date): Promise<ScanResult> {
  const found = await db
    .selectFrom('factory_labels')
    .innerJoin('order_items', 'order_items.id', 'factory_labels.order_item_id')
    .select([
      'factory_labels.id',
      'factory_labels.order_id',
      'factory_labels.counter',
      'order_items.name',
      'order_items.colour',
      'order_items.size',
      'order_items.quantity',
    ])
    .where('factory_labels.barcode', '=', barcode)
    .executeTakeFirst();
  if (!found) throw new ApiError('notFound', `No label has the code ${barcode}.`);
  const label = {
    id: found.id,
    barcode,
    orderId: found.order_id,
    itemName: found.name,
    colour: found.colour,
    size: found.size,
    counter: found.counter,
    of: found.quantity,
  };
  const at = now.toISOString();

  return inTransaction(db, async (trx) => {
    const order = await lockFactoryOrder(trx, label.orderId);
    const states = await orderLabelStates(trx, order.id);
    const state = states.find((entry) => entry.id === label.id)!;
    if (state.cancelled) throw ApiError.validation({ code: [`Label ${barcode} was cancelled: its item was removed from order #${order.id}. Put it aside.`] });
    if (state.reprinted) throw ApiError.validation({ code: [`Label ${barcode} was replaced by a reprint: scan the reprint's label instead.`] });
    const refusal = factoryRefusal(order);
    if (refusal) throw ApiError.validation({ code: [refusal] });
    const active = states.filter((entry) => entry.active);
    const base = { kind: 'label' as const, code: barcode, scanner: who, label, orderId: order.id };
    const finish = async (result: Omit<ScanResult, keyof typeof base | 'orderStatus'>, move: string | null): Promise<ScanResult> => {
      const after = move ? await advanceOrder(trx, order, move, userId, now) : order;
      return { ...base, ...result, orderStatus: after.status };
    };

    if (!state.garmentPrinted) {
      await logLabels(trx, [label.id], GARMENT_PRINTED, userId, at);
      const picked = await trx
        .updateTable('factory_labels')
        .set({ to_be_picked: 0, updated_at: at })
        .where('id', '=', label.id)
        .where('to_be_picked', '=', 1)
        .executeTakeFirst();
      if (Number(picked.numUpdatedRows) === 1) await logLabels(trx, [label.id], PICKED_AT_PRINT, userId, at);
      const printed = active.filter((entry) => entry.garmentPrinted).length + 1;
      const all = printed === active.length;
      const move = all ? nextFactoryStatus(order, ['printed']) : null;
      const message = all
        ? `Order #${order.id} printed: all ${active.length} item${active.length === 1 ? '' : 's'}. Scan ${active.length === 1 ? 'it' : 'each'} again to put ${active.length === 1 ? 'it' : 'them'} away.`
        : `Printed: ${describeItem(label)} — order #${order.id}, ${printed} of ${active.length} printed.`;
      return finish({ tone: 'success' as const, message }, move);
    }

    if (active.length === 1) {
      if (state.sentToPacking || ['consolidated', 'packing'].includes(order.status)) {
        return finish({ tone: 'info' as const, message: `Order #${order.id} is already at packing.`, pigeonhole: null }, null);
      }
      await logLabels(trx, [label.id], TO_PACKING, userId, at);
      const move = nextFactoryStatus(order, ['packing']);
      return finish({ tone: 'success' as const, complete: true, pigeonhole: null, message: `Order #${order.id} has one item: straight to packing.` }, move);
    }

    const held = await pigeonholeOf(trx, order.id);
    const placedBefore = active.filter((entry) => entry.placed).length;
    if (state.placed && held) {
      return finish(
        {
          tone: 'info' as const,
          pigeonhole: held.number,
          message: `Already in pigeonhole ${held.number}: order #${order.id}, ${placedBefore} of ${active.length} items.`,
        },
        null,
      );
    }
    const hole = await claimPigeonhole(trx, order.factory ?? APPAREL_FACTORY, order.id, at);
    await trx
      .insertInto('pigeonhole_logs')
      .values({
        pigeonhole_id: hole.id,
        order_id: order.id,
        order_item_id: state.orderItemId,
        label_id: label.id,
        action: 'placed',
        user_id: userId,
        created_at: at,
      })
      .execute();
    const placed = placedBefore + 1;
    if (placed < active.length) {
      return finish(
        { tone: 'success' as const, pigeonhole: hole.number, message: `Pigeonhole ${hole.number}: order #${order.id}, ${placed} of ${active.length} items.` },
        null,
      );
    }
    const move = nextFactoryStatus(order, ['consolidated', 'packing']);
    return finish(
      {
        tone: 'success' as const,
        complete: true,
        pigeonhole: hole.number,
        message: `Order #${order.id} complete — pigeonhole ${hole.number} ready for packing.`,
      },
      move,
    );
  });
}
