import type { PickGroup, PickLabel } from '../../../schemas/factory.ts';

// Picking lists: the blanks still to pick, grouped by the pickface they are
// picked from. Groups holding urgent work come first, then by pickface in shelf order
// ('A-2' before 'A-12'); inside a group, the highest priority and the oldest order first.

const shelfOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function groupByPickface(labels: readonly PickLabel[]): PickGroup[] {
  const byPickface = new Map<string, PickLabel[]>();
  for (const label of labels) byPickface.set(label.pickface, [...(byPickface.get(label.pickface) ?? []), label]);
  const groups = [...byPickface].map(([pickface, members]) => {
    const sorted = [...members].sort(
      (a, b) => b.priority - a.priority || a.orderCreatedAt.localeCompare(b.orderCreatedAt) || a.orderId - b.orderId || a.labelId - b.labelId,
    );
    return { pickface, count: sorted.length, priority: Math.max(...sorted.map((label) => label.priority)), labels: sorted };
  });
  return groups.sort((a, b) => b.priority - a.priority || shelfOrder.compare(a.pickface, b.pickface));
}
