// The VIES adapter against a local stand-in of the EU's REST endpoint (the real one needs the
// internet): what it is sent, registered and unregistered numbers, a slow or broken service
// answering "unavailable", and what checkout makes of each answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viesChecker } from '../../src/server/commerce/tax/vies.ts';
import { confirmedBuyerVat, VIES_UNAVAILABLE } from '../../src/server/commerce/tax/buyer-vat.ts';

const REGISTERED = new Set(['DE136695976', 'FR40303265045']);
const received: unknown[] = [];
let mode: 'ok' | 'error' | 'slow' = 'ok';
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const asked = JSON.parse(body) as { countryCode: string; vatNumber: string };
      received.push(asked);
      if (mode === 'error') return response.writeHead(500).end('{"actionSucceed":false,"errorWrappers":[{"error":"MS_UNAVAILABLE"}]}');
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ countryCode: asked.countryCode, vatNumber: asked.vatNumber, valid: REGISTERED.has(`${asked.countryCode}${asked.vatNumber}`) }),
        );
      };
      if (mode === 'slow') setTimeout(answer, 500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('VIES', () => {
  it('is not asked unless switched on', () => {
    expect(viesChecker({ enabled: false, url: 'http://127.0.0.1:9/' })).toBeNull();
  });

  it('sends the country and the number apart, and reads registered or not', async () => {
    mode = 'ok';
    const check = viesChecker({ enabled: true, url })!;
    expect(await check('DE136695976')).toBe('registered');
    expect(received.at(-1)).toEqual({ countryCode: 'DE', vatNumber: '136695976' });
    expect(await check('BE0403019261')).toBe('not-registered');
  });

  it('answers "unavailable" for a failing or too slow service', async () => {
    mode = 'error';
    expect(await viesChecker({ enabled: true, url })!('DE136695976')).toBe('unavailable');
    mode = 'slow';
    expect(await viesChecker({ enabled: true, url, timeoutMs: 100 })!('DE136695976')).toBe('unavailable');
    expect(await viesChecker({ enabled: true, url: 'http://127.0.0.1:9/' })!('DE136695976')).toBe('unavailable');
  });

  it('checkout: a registered number is a reverse charge; an unregistered one is refused; VIES down leaves the choice to the shopper', async () => {
    mode = 'ok';
    const check = viesChecker({ enabled: true, url });
    expect(await confirmedBuyerVat('DE136695976', 'DE', check)).toEqual({ number: 'DE136695976', reverseCharge: true });
    expect(await confirmedBuyerVat('BE0403019261', 'BE', check)).toEqual({ error: 'This VAT number is not registered for VAT (VIES). Please check it.' });
    mode = 'error';
    expect(await confirmedBuyerVat('DE136695976', 'DE', check)).toEqual({ error: VIES_UNAVAILABLE });
    // A UK number is not a reverse charge: VIES is not asked.
    const before = received.length;
    expect(await confirmedBuyerVat('GB980780684', 'GB', check)).toEqual({ number: 'GB980780684', reverseCharge: false });
    expect(received.length).toBe(before);
  });
});
