// graphile-worker's retry rule, used by the SQLite queue too so both databases behave
// alike: after attempt n the job waits e^min(n, 10) seconds (2.7 s, 7.4 s, 20 s, … 6.1 h).

export function retryDelayMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(attempts, 10)) * 1000);
}
