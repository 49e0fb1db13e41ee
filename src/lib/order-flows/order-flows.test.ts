import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../contrast.ts';
import {
  BESPOKE_FLOW,
  NORMAL_FLOW,
  ORDER_FLOWS,
  ORDER_FLOW_NAMES,
  ORDER_STATUSES,
  PAPER_FLOW,
  STATUS_FAMILY_COLOURS,
  canMove,
  flowFor,
  isBespoke,
  isExchange,
  isShipped,
  nextStatuses,
  orderStatus,
  percentageComplete,
  type OrderFlowName,
} from './index.ts';

// Pure flow rules, tested exhaustively.

const ALL_CODES = [...new Set(ORDER_FLOW_NAMES.flatMap((flow) => ORDER_FLOWS[flow].flat()))];

describe('the three flows, group by group', () => {
  it('normal, bespoke and paper groups', () => {
    expect(NORMAL_FLOW).toEqual([
      ['new', 'to_be_paid'],
      ['paid'],
      ['processing', 'label_printed', 'printed'],
      ['consolidated', 'packing'],
      ['disputed', 'issue'],
      ['complete', 'exchanged', 'refunded'],
    ]);
    expect(BESPOKE_FLOW).toEqual([
      ['quote', 'bespoke_idle'],
      ['bespoke_requested_terms', 'bespoke_authorised_terms'],
      ['bespoke_mockup', 'bespoke_approved'],
      ['bespoke_paid', 'po_confirmed'],
      ['bespoke_production', 'bespoke_documents_printed'],
      ['bespoke_sorted'],
      ['bespoke_printing'],
      ['bespoke_packing'],
      ['bespoke_shipped', 'bespoke_refunded'],
    ]);
    expect(PAPER_FLOW).toEqual([['new', 'paid'], ['processing'], ['printed'], ['packing'], ['disputed', 'issue'], ['complete', 'exchanged', 'refunded']]);
  });

  it('no code appears twice in one flow', () => {
    for (const flow of ORDER_FLOW_NAMES) expect(new Set(ORDER_FLOWS[flow].flat()).size).toBe(ORDER_FLOWS[flow].flat().length);
  });
});

describe('percentage complete = group position / (groups − 1), for every code of every flow', () => {
  const expected: Record<OrderFlowName, Record<string, number>> = {
    normal: {
      new: 0,
      to_be_paid: 0,
      paid: 1 / 5,
      processing: 2 / 5,
      label_printed: 2 / 5,
      printed: 2 / 5,
      consolidated: 3 / 5,
      packing: 3 / 5,
      disputed: 4 / 5,
      issue: 4 / 5,
      complete: 1,
      exchanged: 1,
      refunded: 1,
    },
    bespoke: {
      quote: 0,
      bespoke_idle: 0,
      bespoke_requested_terms: 1 / 8,
      bespoke_authorised_terms: 1 / 8,
      bespoke_mockup: 2 / 8,
      bespoke_approved: 2 / 8,
      bespoke_paid: 3 / 8,
      po_confirmed: 3 / 8,
      bespoke_production: 4 / 8,
      bespoke_documents_printed: 4 / 8,
      bespoke_sorted: 5 / 8,
      bespoke_printing: 6 / 8,
      bespoke_packing: 7 / 8,
      bespoke_shipped: 1,
      bespoke_refunded: 1,
    },
    paper: { new: 0, paid: 0, processing: 1 / 5, printed: 2 / 5, packing: 3 / 5, disputed: 4 / 5, issue: 4 / 5, complete: 1, exchanged: 1, refunded: 1 },
  };
  for (const flow of ORDER_FLOW_NAMES) {
    it(`${flow}: every code listed`, () => expect(Object.keys(expected[flow]).sort()).toEqual([...ORDER_FLOWS[flow].flat()].sort()));
    for (const code of ALL_CODES) {
      const want = expected[flow][code] ?? null;
      it(`${flow} ${code} → ${want}`, () => expect(percentageComplete(flow, code)).toBe(want));
    }
  }
});

describe('canMove: along the flow only, for every pair of codes in every flow', () => {
  // The rule, written out independently of moves.ts: same or later group, never a no-op,
  // never a code outside the flow; inside the terminal group only to a later-listed code.
  function expectedMove(flow: OrderFlowName, from: string, to: string): boolean {
    const groups = ORDER_FLOWS[flow].map((group) => [...group] as string[]);
    const at = (code: string) => groups.findIndex((group) => group.includes(code));
    const [f, t] = [at(from), at(to)];
    if (from === to || f < 0 || t < 0) return false;
    if (t > f) return true;
    if (t < f) return false;
    return f < groups.length - 1 || groups[f]!.indexOf(to) > groups[f]!.indexOf(from);
  }
  for (const flow of ORDER_FLOW_NAMES) {
    const rows = ALL_CODES.flatMap((from) => ALL_CODES.map((to) => ({ from, to, allowed: expectedMove(flow, from, to) })));
    it(`${flow}: ${rows.length} pairs`, () => {
      const wrong = rows.filter(({ from, to, allowed }) => canMove(flow, from, to) !== allowed);
      expect(wrong).toEqual([]);
      expect(rows.some((row) => row.allowed)).toBe(true);
    });
  }

  it('spot checks written by hand', () => {
    expect(canMove('normal', 'new', 'to_be_paid')).toBe(true);
    expect(canMove('normal', 'to_be_paid', 'new')).toBe(true); // same group, either way
    expect(canMove('normal', 'paid', 'complete')).toBe(true); // skipping ahead
    expect(canMove('normal', 'printed', 'processing')).toBe(true);
    expect(canMove('normal', 'packing', 'paid')).toBe(false); // back to an earlier group
    expect(canMove('normal', 'paid', 'paid')).toBe(false); // no-op
    expect(canMove('normal', 'paid', 'bespoke_paid')).toBe(false); // another flow's code
    expect(canMove('normal', 'quote', 'paid')).toBe(false); // from outside the flow
    expect(canMove('normal', 'complete', 'refunded')).toBe(true);
    expect(canMove('normal', 'complete', 'exchanged')).toBe(true);
    expect(canMove('normal', 'exchanged', 'refunded')).toBe(true);
    expect(canMove('normal', 'refunded', 'complete')).toBe(false); // a refund is final
    expect(canMove('normal', 'exchanged', 'complete')).toBe(false);
    expect(canMove('bespoke', 'bespoke_shipped', 'bespoke_refunded')).toBe(true);
    expect(canMove('bespoke', 'bespoke_refunded', 'bespoke_shipped')).toBe(false);
    expect(canMove('paper', 'new', 'paid')).toBe(true);
    expect(canMove('paper', 'paid', 'label_printed')).toBe(false); // normal-only code
    expect(canMove('paper', 'processing', 'new')).toBe(false);
  });

  it('nextStatuses lists exactly the allowed moves in flow order', () => {
    expect(nextStatuses('normal', 'issue')).toEqual(['disputed', 'complete', 'exchanged', 'refunded']);
    expect(nextStatuses('normal', 'refunded')).toEqual([]);
    expect(nextStatuses('paper', 'packing')).toEqual(['disputed', 'issue', 'complete', 'exchanged', 'refunded']);
  });
});

describe('flowFor, isBespoke, isShipped, isExchange', () => {
  it('bespoke whenever the order was ever a quote, whatever the factory', () => {
    expect(flowFor({ factory: null, history: ['quote', 'bespoke_paid'] })).toBe('bespoke');
    expect(flowFor({ factory: 'newport', history: ['quote'] })).toBe('bespoke');
    expect(isBespoke(['bespoke_idle'])).toBe(false); // only quote counts
    expect(isBespoke([])).toBe(false);
  });

  it('paper for the newport factory, normal otherwise', () => {
    expect(flowFor({ factory: 'newport', history: ['new', 'paid'] })).toBe('paper');
    expect(flowFor({ factory: 'leeds', history: ['new'] })).toBe('normal');
    expect(flowFor({ factory: null, history: [] })).toBe('normal');
    expect(flowFor({ factory: 'Newport', history: [] })).toBe('normal'); // codes are exact
  });

  it('shipped if ever complete or bespoke_shipped, even when refunded since', () => {
    expect(isShipped(['paid', 'complete', 'refunded'])).toBe(true);
    expect(isShipped(['quote', 'bespoke_shipped'])).toBe(true);
    expect(isShipped(['paid', 'packing', 'refunded'])).toBe(false);
    expect(isShipped(['bespoke_packing', 'bespoke_refunded'])).toBe(false);
    expect(isShipped([])).toBe(false);
  });

  it('an exchange is a child order with no reprint reason that was never refunded', () => {
    expect(isExchange({ parentId: 7, reprintReason: null, history: ['paid', 'complete'] })).toBe(true);
    expect(isExchange({ parentId: 7, reprintReason: '  ', history: ['paid'] })).toBe(true); // blank is no reason
    expect(isExchange({ parentId: null, reprintReason: null, history: ['paid'] })).toBe(false); // not a child
    expect(isExchange({ parentId: 7, reprintReason: 'Smudged print', history: ['paid'] })).toBe(false); // a reprint
    expect(isExchange({ parentId: 7, reprintReason: null, history: ['paid', 'refunded', 'paid'] })).toBe(false); // ever refunded
    expect(isExchange({ parentId: 7, reprintReason: null, history: ['quote', 'bespoke_refunded'] })).toBe(false);
  });
});

describe('order statuses carry id, name, code and colour', () => {
  it('one status for every code of every flow, and no other', () => {
    expect(ORDER_STATUSES.map((status) => status.code).sort()).toEqual([...ALL_CODES].sort());
  });

  it('ids are unique positive integers; names are words, not codes', () => {
    expect(new Set(ORDER_STATUSES.map((status) => status.id)).size).toBe(ORDER_STATUSES.length);
    for (const status of ORDER_STATUSES) {
      expect(Number.isInteger(status.id) && status.id > 0).toBe(true);
      expect(status.name).toMatch(/^[A-Z][A-Za-z ()]+$/);
    }
    expect(orderStatus('label_printed')).toMatchObject({ name: 'Label printed', colour: STATUS_FAMILY_COLOURS.production });
    expect(orderStatus('lost_in_space')).toBeUndefined();
  });

  it('colours are hex, one per family, each readable on white (AA)', () => {
    for (const status of ORDER_STATUSES) {
      expect(status.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(status.colour).toBe(STATUS_FAMILY_COLOURS[status.family]);
    }
    const colours = Object.values(STATUS_FAMILY_COLOURS);
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
