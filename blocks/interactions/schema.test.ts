import { describe, expect, it } from 'vitest';
import { interactionsProps } from './schema.ts';
import { SHARE_NETWORKS, shareLink } from './share-links.ts';

const page = { url: 'https://demo.example.com/product/tee/', text: 'Wave tee & more', image: 'https://demo.example.com/media/a.webp' };

describe('share links', () => {
  it('encodes the address and text for each network', () => {
    expect(shareLink('x', page)).toBe('https://x.com/intent/post?url=https%3A%2F%2Fdemo.example.com%2Fproduct%2Ftee%2F&text=Wave+tee+%26+more');
    expect(shareLink('facebook', page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.example.com%2Fproduct%2Ftee%2F');
    expect(shareLink('pinterest', page)).toContain('&media=https%3A%2F%2Fdemo.example.com%2Fmedia%2Fa.webp&description=Wave+tee+%26+more');
    expect(shareLink('whatsapp', page)).toBe('https://wa.me/?text=Wave+tee+%26+more+https%3A%2F%2Fdemo.example.com%2Fproduct%2Ftee%2F');
    expect(shareLink('email', page)).toBe('mailto:?subject=Wave%20tee%20%26%20more&body=https%3A%2F%2Fdemo.example.com%2Fproduct%2Ftee%2F');
  });
  it('leaves out what is missing', () => {
    expect(shareLink('x', { url: page.url, text: '' })).not.toContain('text=');
    expect(shareLink('pinterest', { url: page.url, text: 't' })).not.toContain('media=');
  });
});

describe('interactions properties', () => {
  it('offers every network and copy link by default', () => {
    expect(interactionsProps.parse({})).toMatchObject({ title: 'Share', networks: [...SHARE_NETWORKS], copyLink: true });
    expect(interactionsProps.parse({}).url).toBeUndefined();
  });
  it('keeps the chosen order and drops repeats and unknown networks', () => {
    expect(interactionsProps.parse({ networks: ['email', 'x', 'email'] }).networks).toEqual(['email', 'x']);
    expect(interactionsProps.safeParse({ networks: ['myspace'] }).success).toBe(false);
  });
  it('sanitises the shared address', () => {
    expect(interactionsProps.parse({ url: 'javascript:alert(1)' }).url).toBe('/404/');
  });
});
