import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../../src/lib/public-origin.ts';

describe('publicOrigin', () => {
  it('keeps the host the visitor used and says https when TLS ended at a trusted proxy', () => {
    expect(publicOrigin(new URL('http://shop.example.com:8080/x?y=1'), true)).toBe('https://shop.example.com:8080');
    expect(publicOrigin(new URL('http://demo.localhost:4321/login/'), false)).toBe('http://demo.localhost:4321');
    expect(publicOrigin(new URL('https://demo.example/'), undefined)).toBe('https://demo.example');
  });
});
