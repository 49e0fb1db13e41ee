import http, { type IncomingHttpHeaders } from 'node:http';

export interface LocalResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A GET to this machine's server as if sent to `host` (fetch cannot set Host).
 * Used to render pages exactly as a visitor of that host gets them. Each request has its own
 * connection: a reused keep-alive socket the server is just closing would end in ECONNRESET.
 */
export function requestAsHost(origin: string, host: string, path: string, headers: Record<string, string> = {}): Promise<LocalResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, origin),
      { method: 'GET', headers: { ...headers, host, 'accept-encoding': 'identity' }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
