import { ORDER_FLOWS, groupIndex, type OrderFlowName } from './flows.ts';

// An order moves only along its flow.
// - to another code of the same group, or to any code of a later group (skipping ahead is
//   allowed: a paid order can go straight to complete);
// - never back to an earlier group, never to a code of another flow, never from a code that
//   is not in the flow, and a move to the status it already has is refused (it records nothing).
// - The terminal group (the last one) is decided here: inside it an order moves only to a code
//   listed after its own — complete → exchanged → refunded, bespoke_shipped → bespoke_refunded.
//   A shipped order may still be exchanged or refunded, but a refund or an exchange has already
//   sent money or a child order out, so no status change may undo it back to "complete".

export function canMove(flow: OrderFlowName, from: string, to: string): boolean {
  if (from === to) return false;
  const groups = ORDER_FLOWS[flow];
  const fromGroup = groupIndex(flow, from);
  const toGroup = groupIndex(flow, to);
  if (fromGroup < 0 || toGroup < 0 || toGroup < fromGroup) return false;
  if (fromGroup < groups.length - 1) return true;
  const terminal = groups[fromGroup] as readonly string[];
  return terminal.indexOf(to) > terminal.indexOf(from);
}

/** Every code the order may move to from `from`, in flow order (for the back office's actions). */
export function nextStatuses(flow: OrderFlowName, from: string): string[] {
  return ORDER_FLOWS[flow].flat().filter((to) => canMove(flow, from, to));
}
