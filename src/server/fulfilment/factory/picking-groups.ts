// Picking lists: the blanks still to pick, grouped by the pickface they are
// picked from. Groups holding urgent work come first, then by pickface in shelf order
// ('A-2' before 'A-12'); inside a group, the highest priority and the oldest order first.

export interface PickLabel {
  labelId: number;
  barcode: string;
  pickface: string;
  priority: number;
  orderId: number;
  orderCreatedAt: string;
  itemName: string;
  sku: string;
  colour: string | null;
  size: string | null;
}

export interface PickGroup {
  pickface: string;
  count: number;
  /** The highest priority of the group's labels. */
  priority: number;
  labels: PickLabel[];
}

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
