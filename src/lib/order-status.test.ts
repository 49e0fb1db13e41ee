import { describe, expect, it } from 'vitest';
import { FLOW_STEP_LABELS, ORDER_STATUS_FLOWS, isBespoke, orderProgress, statusLabel, wasShipped } from './order-status.ts';

describe('order status flows', () => {
  it('percentage complete is the current group’s position over (groups − 1)', () => {
    expect(orderProgress('new').percent).toBe(0);
    expect(orderProgress('to_be_paid').percent).toBe(0);
    expect(orderProgress('paid').percent).toBe(20);
    expect(orderProgress('label_printed').percent).toBe(40);
    expect(orderProgress('packing').percent).toBe(60);
    expect(orderProgress('issue').percent).toBe(80);
    expect(orderProgress('refunded').percent).toBe(100);
  });

  it('an order ever in quote follows the bespoke flow (9 groups)', () => {
    expect(isBespoke(['quote', 'bespoke_mockup'])).toBe(true);
    expect(orderProgress('bespoke_mockup', ['quote'])).toMatchObject({ flow: 'bespoke', position: 2, groups: 9, percent: 25 });
    expect(orderProgress('bespoke_shipped', ['quote']).percent).toBe(100);
  });

  it('the paper flow can be asked for by name', () => {
    expect(orderProgress('printed', [], 'paper')).toMatchObject({ position: 2, percent: 40 });
  });

  it('an unknown code is at no position and 0%', () => {
    expect(orderProgress('lost_in_space')).toMatchObject({ position: -1, percent: 0 });
  });

  it('shipped if ever complete or bespoke_shipped', () => {
    expect(wasShipped(['new', 'paid', 'complete', 'refunded'])).toBe(true);
    expect(wasShipped(['new', 'paid'])).toBe(false);
    expect(wasShipped(['quote', 'bespoke_shipped'])).toBe(true);
  });

  it('names one step per group of each flow', () => {
    for (const flow of ['normal', 'paper', 'bespoke'] as const) expect(FLOW_STEP_LABELS[flow]).toHaveLength(ORDER_STATUS_FLOWS[flow].length);
  });

  it('labels codes for shoppers', () => {
    expect(statusLabel('to_be_paid')).toBe('Awaiting payment');
    expect(statusLabel('complete')).toBe('Shipped');
    expect(statusLabel('bespoke_documents_printed')).toBe('Documents printed');
  });
});
