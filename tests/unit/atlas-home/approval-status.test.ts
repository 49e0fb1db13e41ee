// A store's approval status: Approved when approved is 1; otherwise Not modded yet
// (an item waiting) or No approval item. Only Not modded yet keeps visitors out.
import { describe, expect, it } from 'vitest';
import { approvalStatus, isApprovalFilter, isUnderReview } from '../../../src/server/stores/approval/approval-status.ts';
import { storeListQuery } from '../../../src/server/stores/approval/list-query.ts';
import { parseStatsParams } from '../../../src/server/accounts/atlas-home/stats-query.ts';

describe('approval status', () => {
  it('follows the approved flag and whether an item exists', () => {
    expect(approvalStatus(1)).toBe('Approved');
    expect(approvalStatus(0)).toBe('Not modded yet');
    expect(approvalStatus(null)).toBe('No approval item');
    expect(approvalStatus(undefined)).toBe('No approval item');
  });

  it('keeps visitors out only while not modded yet', () => {
    expect(isUnderReview('Not modded yet')).toBe(true);
    expect(isUnderReview('Approved')).toBe(false);
    expect(isUnderReview('No approval item')).toBe(false);
  });
});

describe('the stores filter', () => {
  it('reads ?status=&search=&page=, defaulting anything unknown', () => {
    expect(storeListQuery(new URLSearchParams('status=approved&search=%20Shop%20&page=3'))).toEqual({ filter: 'approved', search: 'Shop', page: 3 });
    expect(storeListQuery(new URLSearchParams('status=toString&page=-2'))).toEqual({ filter: 'not-modded-yet', search: '', page: 1 });
    expect(storeListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(isApprovalFilter('__proto__')).toBe(false);
    expect(isApprovalFilter('all')).toBe(true);
  });
});

describe('the stats filter', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');

  it('defaults to every store, today and three working days', () => {
    expect(parseStatsParams(new URLSearchParams(''), now)).toEqual({ ok: true, params: { store: null, date: '2026-11-26', lateAfter: 3 } });
    expect(parseStatsParams(new URLSearchParams('store=Demo&date=2026-10-01&lateAfter=5'), now)).toEqual({
      ok: true,
      params: { store: 'demo', date: '2026-10-01', lateAfter: 5 },
    });
  });

  it('names every bad field', () => {
    const parsed = parseStatsParams(new URLSearchParams('store=no%20such&date=2026-13-01&lateAfter=0'), now);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['date', 'lateAfter', 'store']);
    expect(parseStatsParams(new URLSearchParams('lateAfter=2.5'), now).ok).toBe(false);
    expect(parseStatsParams(new URLSearchParams('lateAfter=61'), now).ok).toBe(false);
  });
});
