import { describe, expect, it } from 'vitest';
import { targetOf } from '../../../src/app/page-renderer.ts';

// The renderer reads a Request's path and query from its serialised URL instead of parsing it
// again; whatever a visitor sends, that must be what URL#pathname and URL#search give.
const sent = [
  '/',
  '/about/',
  '/?bench=render',
  '/search/?q=tee&page=2',
  '/a?',
  '/a?#top',
  '/a#top',
  '/a/?q=1#top',
  '/a?q=%3F%23',
  '/caf%C3%A9/?q=caf%C3%A9',
  '/café/?q=café',
  '/a b/?q=a b',
  '//double//slashes/?x=//y',
  '/a?b?c',
  '/a/%2F?x=/?',
  '/../up/./here',
  '/?',
];

describe('targetOf: the path and query of a Request', () => {
  it.each(sent)('gives what URL gives for %s', (path) => {
    for (const origin of ['http://demo.localhost:4321', 'https://shop.northwind.test:8443', 'http://127.0.0.1']) {
      const request = new Request(`${origin}${path}`);
      const parsed = new URL(request.url);
      expect(targetOf(request.url)).toEqual({ pathname: parsed.pathname, search: parsed.search });
    }
  });
});
