import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// /metrics under `npm start`'s several server processes (src/platform/front/workers.ts): a
// scrape reaches one of them, and must still count every process's requests. The worker
// that answers asks the primary; the primary collects each worker's registry through
// prom-client's own cluster protocol and sums them (gauges say how in their `aggregator`).

interface ScrapeRequest {
  printfront: 'scrape';
  id: number;
}
interface ScrapeAnswer {
  printfront: 'scraped';
  id: number;
  body?: string;
  error?: string;
}

const SCRAPE_TIMEOUT_MS = 5_000;

/** In a worker: this registry is the one the primary's collection reads. */
export function offerToPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what starts answering the primary's requests in this process.
  new AggregatorRegistry();
}

let nextId = 0;
const waiting = new Map<number, (answer: ScrapeAnswer) => void>();

/** In a worker: every worker's metrics, summed by the primary. */
export function scrapeAllWorkers(): Promise<string> {
  const id = nextId++;
  if (waiting.size === 0) process.on('message', hearAnswer);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => settle({ printfront: 'scraped', id, error: `no answer from the primary within ${SCRAPE_TIMEOUT_MS} ms` }),
      SCRAPE_TIMEOUT_MS,
    );
    const settle = (answer: ScrapeAnswer) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', hearAnswer);
      if (answer.body !== undefined) resolve(answer.body);
      else reject(new Error(`could not collect the server processes' metrics: ${answer.error}`));
    };
    waiting.set(id, settle);
    process.send?.({ printfront: 'scrape', id } satisfies ScrapeRequest);
  });
}

function hearAnswer(message: unknown): void {
  const answer = message as Partial<ScrapeAnswer> | null;
  if (answer?.printfront !== 'scraped' || typeof answer.id !== 'number') return;
  waiting.get(answer.id)?.(answer as ScrapeAnswer);
}

/** In the primary: answers the workers' scrape requests. Returns the message handler for one worker. */
export function answerScrapes(): (worker: Worker, message: unknown) => boolean {
  const registry = new AggregatorRegistry();
  return (worker, message) => {
    const request = message as Partial<ScrapeRequest> | null;
    if (request?.printfront !== 'scrape' || typeof request.id !== 'number') return false;
    const id = request.id;
    registry.clusterMetrics().then(
      (body) => worker.isConnected() && worker.send({ printfront: 'scraped', id, body } satisfies ScrapeAnswer),
      (error: Error) => worker.isConnected() && worker.send({ printfront: 'scraped', id, error: error.message } satisfies ScrapeAnswer),
    );
    return true;
  };
}
