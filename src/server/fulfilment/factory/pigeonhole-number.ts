// Which pigeonhole a multi-item order's first scanned item goes to: the
// lowest-numbered free one of the factory, so the packers work from the start of the shelf;
// when every one is taken a new one is numbered after the last.

export interface PigeonholeSlot {
  id: number;
  number: number;
  orderId: number | null;
}

export type PigeonholeChoice = { kind: 'reuse'; id: number; number: number } | { kind: 'create'; number: number };

export function choosePigeonhole(slots: readonly PigeonholeSlot[]): PigeonholeChoice {
  const free = slots.filter((slot) => slot.orderId === null).sort((a, b) => a.number - b.number)[0];
  if (free) return { kind: 'reuse', id: free.id, number: free.number };
  const last = slots.reduce((highest, slot) => Math.max(highest, slot.number), 0);
  return { kind: 'create', number: last + 1 };
}
