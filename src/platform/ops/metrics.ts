import cluster from 'node:cluster';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueDepth } from '../jobs/queue-depth.ts';
import type { RouteKind } from './route-kind.ts';
import { offerToPrimary, scrapeAllWorkers } from './cluster-metrics.ts';

/** Methods get a label of their own; anything else counts as "other" (labels must stay few). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: a cached page answers in well under a millisecond, a render in a few, a slow API call in hundreds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** Read at each scrape (the queue lives in the database, shared by every instance). */
  queueDepth: () => Promise<QueueDepth>;
  /** Called when reading the queue fails: the scrape still answers, without a fresh depth. */
  onQueueError?: (error: unknown) => void;
}

/**
 * The server's Prometheus metrics (prom-client), in a registry of their own: requests by
 * method, kind and status class, their latency, the render cache's hits and misses, the job
 * queue's depth, and Node's default process metrics.
 */
export class FrontMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'kind' | 'status'>;
  private readonly latency: Histogram<'method' | 'kind'>;
  private readonly hits: Counter;
  private readonly misses: Counter;

  constructor(options: MetricsOptions) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'printfront_http_requests_total',
      help: 'HTTP requests answered, by method, route kind (page, api, static, media) and status class',
      labelNames: ['method', 'kind', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'printfront_http_request_duration_seconds',
      help: 'Time from a request arriving to its response finishing, by method and route kind',
      labelNames: ['method', 'kind'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.hits = new Counter({
      name: 'printfront_render_cache_hits_total',
      help: 'Store pages answered from the render cache (memory or the shared tier)',
      registers,
    });
    this.misses = new Counter({ name: 'printfront_render_cache_misses_total', help: 'Cacheable store pages that had to be rendered', registers });
    const { hits, misses } = this;
    new Gauge({
      name: 'printfront_render_cache_hit_ratio',
      help: 'hits / (hits + misses) since the process started (rate() over the two counters gives a windowed ratio)',
      registers,
      // Several server processes: the mean of theirs (the counters are summed exactly).
      aggregator: 'average',
      async collect() {
        const hit = (await hits.get()).values[0]?.value ?? 0;
        const miss = (await misses.get()).values[0]?.value ?? 0;
        this.set(hit + miss === 0 ? 0 : hit / (hit + miss));
      },
    });
    new Gauge({
      name: 'printfront_job_queue_depth',
      help: 'Jobs in the queue by state: queued (waiting, retries included), running, failed (out of attempts)',
      labelNames: ['state'],
      registers,
      // One queue in the database, read by every process: one reading, not their sum.
      aggregator: 'first',
      async collect() {
        try {
          const depth = await options.queueDepth();
          for (const state of ['queued', 'running', 'failed'] as const) this.set({ state }, depth[state]);
        } catch (error) {
          options.onQueueError?.(error);
        }
      },
    });
    collectDefaultMetrics({ register: this.registry });
    offerToPrimary(this.registry);
  }

  /** One answered request; `seconds` from its arrival to its last byte. */
  observeRequest(method: string | undefined, kind: RouteKind, status: number, seconds: number): void {
    const label = method && METHODS.has(method) ? method : 'other';
    this.requests.inc({ method: label, kind, status: `${Math.floor(status / 100)}xx` });
    this.latency.observe({ method: label, kind }, seconds);
  }

  cacheHit(): void {
    this.hits.inc();
  }

  cacheMiss(): void {
    this.misses.inc();
  }

  /** The exposition text and its content type: every server process's, when `npm start` runs several. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: cluster.isWorker ? await scrapeAllWorkers() : await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
