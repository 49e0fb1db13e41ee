import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { APPAREL_FACTORY } from '../../../lib/after-sale/factories.ts';
import { parseScanCode } from './scan-code.ts';
import { findScanner, type Scanner } from './scanners.ts';
import { GARMENT_PRINTED, PICKED_AT_PRINT, TO_PACKING, logLabels } from './label-logs.ts';
import { orderLabelStates, type LabelState } from './label-states.ts';
import { claimPigeonhole, pigeonholeOf } from './pigeonholes.ts';
import { advanceOrder, factoryRefusal, lockFactoryOrder, nextFactoryStatus, type FactoryOrder } from './factory-orders.ts';
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

type ScannedLabel = NonNullable<ScanResult['label']>;

/** What one label scan did (its tone, message, pigeonhole…) and the status it moves the order to, if any. */
interface ScanStep {
  result: Omit<ScanResult, 'kind' | 'code' | 'scanner' | 'label' | 'orderId' | 'orderStatus'>;
  move: string | null;
}

/** A label scan's situation, read with the order row locked. */
interface LabelScan {
  trx: Db;
  order: FactoryOrder;
  label: ScannedLabel;
  state: LabelState;
  /** The order's labels still to be made (not cancelled, not replaced by a reprint). */
  active: LabelState[];
  userId: number;
  at: string;
}

/** The label with the barcode and its item, or a 404. */
async function findLabel(db: Db, barcode: string): Promise<ScannedLabel> {
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
  return {
    id: found.id,
    barcode,
    orderId: found.order_id,
    itemName: found.name,
    colour: found.colour,
    size: found.size,
    counter: found.counter,
    of: found.quantity,
  };
}

/** Refuses a cancelled label, one replaced by a reprint, and any label of an order the factory may not work on. */
function refuseUnscannable(barcode: string, order: FactoryOrder, state: LabelState): void {
  if (state.cancelled) throw ApiError.validation({ code: [`Label ${barcode} was cancelled: its item was removed from order #${order.id}. Put it aside.`] });
  if (state.reprinted) throw ApiError.validation({ code: [`Label ${barcode} was replaced by a reprint: scan the reprint's label instead.`] });
  const refusal = factoryRefusal(order);
  if (refusal) throw ApiError.validation({ code: [refusal] });
}

/** 1st scan: the garment is printed (and picked, when the picking list had not ticked it off); the last one moves the order to printed. */
async function printGarment({ trx, order, label, active, userId, at }: LabelScan): Promise<ScanStep> {
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
  return { result: { tone: 'success' as const, message }, move };
}

/** 2nd scan of a one-unit order's label: straight to packing (once). */
async function sendOnlyItemToPacking({ trx, order, label, state, userId, at }: LabelScan): Promise<ScanStep> {
  if (state.sentToPacking || ['consolidated', 'packing'].includes(order.status)) {
    return { result: { tone: 'info' as const, message: `Order #${order.id} is already at packing.`, pigeonhole: null }, move: null };
  }
  await logLabels(trx, [label.id], TO_PACKING, userId, at);
  const move = nextFactoryStatus(order, ['packing']);
  return { result: { tone: 'success' as const, complete: true, pigeonhole: null, message: `Order #${order.id} has one item: straight to packing.` }, move };
}

/** 2nd scan of a larger order's label: into the order's pigeonhole; the last item completes the order. */
async function placeInPigeonhole({ trx, order, label, state, active, userId, at }: LabelScan): Promise<ScanStep> {
  const held = await pigeonholeOf(trx, order.id);
  const placedBefore = active.filter((entry) => entry.placed).length;
  if (state.placed && held) {
    return {
      result: {
        tone: 'info' as const,
        pigeonhole: held.number,
        message: `Already in pigeonhole ${held.number}: order #${order.id}, ${placedBefore} of ${active.length} items.`,
      },
      move: null,
    };
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
    return {
      result: {
        tone: 'success' as const,
        pigeonhole: hole.number,
        message: `Pigeonhole ${hole.number}: order #${order.id}, ${placed} of ${active.length} items.`,
      },
      move: null,
    };
  }
  const move = nextFactoryStatus(order, ['consolidated', 'packing']);
  return {
    result: {
      tone: 'success' as const,
      complete: true,
      pigeonhole: hole.number,
      message: `Order #${order.id} complete — pigeonhole ${hole.number} ready for packing.`,
    },
    move,
  };
}

async function scanLabel(db: Db, barcode: string, userId: number, who: ScanResult['scanner'], now: Date): Promise<ScanResult> {
  const label = await findLabel(db, barcode);
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const order = await lockFactoryOrder(trx, label.orderId);
    const states = await orderLabelStates(trx, order.id);
    const state = states.find((entry) => entry.id === label.id)!;
    refuseUnscannable(barcode, order, state);
    const scan: LabelScan = { trx, order, label, state, active: states.filter((entry) => entry.active), userId, at };
    const step = !state.garmentPrinted
      ? await printGarment(scan)
      : scan.active.length === 1
        ? await sendOnlyItemToPacking(scan)
        : await placeInPigeonhole(scan);
    const after = step.move ? await advanceOrder(trx, order, step.move, userId, now) : order;
    return { kind: 'label' as const, code: barcode, scanner: who, label, orderId: order.id, ...step.result, orderStatus: after.status };
  });
}
