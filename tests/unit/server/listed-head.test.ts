import { describe, expect, it } from 'vitest';
import { listedHead } from '../../../src/platform/pages/listed-head.ts';

const shell = { companyName: 'Northwind Tees', logo: '/media/logo.png', shareImage: undefined };
const input = { title: 'Hoodies', description: 'Warm.', canonical: 'https://demo.test/collection/hoodies/' };

describe('listedHead (public catalogue, blog and help pages)', () => {
  it('titles the page "title | company" and keeps it indexable', () => {
    const head = listedHead(shell, { ...input, images: [] });
    expect(head.title).toBe('Hoodies | Northwind Tees');
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(input.canonical);
  });

  it("takes the page's own picture first, then the store's share image, then its logo, as absolute addresses", () => {
    expect(listedHead(shell, { ...input, images: [undefined, 'https://demo.test/media/banner.webp'] }).ogImage).toBe('https://demo.test/media/banner.webp');
    expect(listedHead({ ...shell, shareImage: '/media/share.jpg' }, { ...input, images: [undefined, null, ''] }).ogImage).toBe(
      'https://demo.test/media/share.jpg',
    );
    expect(listedHead(shell, { ...input, images: [undefined, null, ''] }).ogImage).toBe('https://demo.test/media/logo.png');
    expect(listedHead({ ...shell, logo: null }, { ...input, images: [] }).ogImage).toBeUndefined();
  });

  it('keeps a per-visitor answer of the same content out of search', () => {
    expect(listedHead(shell, { ...input, images: [], forceNoindex: true }).robots).toBe('noindex');
  });
});
