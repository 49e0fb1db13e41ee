// Operations: who may read /metrics, which request ids are kept, and readiness against the migration list.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from '../../../src/platform/ops/metrics-access.ts';
import { requestIdOf } from '../../../src/platform/ops/request-id.ts';
import { renderedKind } from '../../../src/platform/ops/route-kind.ts';
import { FrontMetrics } from '../../../src/platform/ops/metrics.ts';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('mayReadMetrics', () => {
  it('lets loopback in directly, not through a proxy', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(request(address), { token: undefined, relayed: false })).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1'), { token: undefined, relayed: true })).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5'), { token: undefined, relayed: false })).toBe(false);
  });

  it('lets anyone in with the METRICS_TOKEN bearer, and no one with another', () => {
    const token = 's3cret-token';
    expect(mayReadMetrics(request('10.0.0.5', { authorization: `Bearer ${token}` }), { token, relayed: true })).toBe(true);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer wrong' }), { token, relayed: true })).toBe(false);
    expect(mayReadMetrics(request('10.0.0.5', { authorization: token }), { token, relayed: true })).toBe(false);
    // No token configured: a bearer is worth nothing.
    expect(mayReadMetrics(request('10.0.0.5', { authorization: 'Bearer ' }), { token: undefined, relayed: false })).toBe(false);
  });
});

describe('requestIdOf', () => {
  it('keeps a plausible id and replaces anything else with a UUID', () => {
    expect(requestIdOf(request('::1', { 'x-request-id': 'abc-123_x.y:z' }))).toBe('abc-123_x.y:z');
    for (const bad of ['', 'a b', 'x'.repeat(129), '"quoted"', 'line\nbreak']) {
      expect(requestIdOf(request('::1', { 'x-request-id': bad }))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});

describe('metrics', () => {
  it('sorts requests into route kinds and status classes', async () => {
    expect(renderedKind('/omnis/v3/frontend/basket/')).toBe('api');
    expect(renderedKind('/event-collector/')).toBe('api');
    expect(renderedKind('/product/tee/')).toBe('page');
    const metrics = new FrontMetrics({ queueDepth: async () => ({ queued: 3, running: 1, failed: 2 }) });
    metrics.observeRequest('GET', 'page', 200, 0.004);
    metrics.observeRequest('BREW', 'api', 503, 0.2);
    metrics.cacheHit();
    metrics.cacheHit();
    metrics.cacheHit();
    metrics.cacheMiss();
    const { body } = await metrics.scrape();
    expect(body).toContain('printfront_http_requests_total{method="GET",kind="page",status="2xx"} 1');
    expect(body).toContain('printfront_http_requests_total{method="other",kind="api",status="5xx"} 1');
    expect(body).toContain('printfront_http_request_duration_seconds_bucket{le="0.005",method="GET",kind="page"} 1');
    expect(body).toContain('printfront_render_cache_hit_ratio 0.75');
    expect(body).toContain('printfront_job_queue_depth{state="queued"} 3');
    expect(body).toContain('printfront_job_queue_depth{state="failed"} 2');
  });
});
