import { describe, expect, it } from 'vitest';
import { cookieNames, parseCookies, readCookie, setCookieHeader, withCookie } from './cookies.ts';

describe('reading a Cookie header', () => {
  it('finds a cookie by its whole name, spaces around pairs ignored', () => {
    expect(readCookie('a=1; pf_consent=all;b=2', 'pf_consent')).toBe('all');
    expect(readCookie(' \tcurrency = EUR \t; x=1', 'currency')).toBe('EUR');
    expect(readCookie('not_pf_consent=all', 'pf_consent')).toBeUndefined();
    expect(readCookie('pf_consent_x=all', 'pf_consent')).toBeUndefined();
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });

  it('decodes URI escapes, and nothing else', () => {
    expect(readCookie('name=Ada%20Lovelace', 'name')).toBe('Ada Lovelace');
    expect(readCookie('price=%E2%82%AC5%3B', 'price')).toBe('€5;');
    expect(readCookie('q=a+b', 'q')).toBe('a+b');
    expect(readCookie('flash={"kind":"ok"}', 'flash')).toBe('{"kind":"ok"}');
    expect(readCookie('token=abc=def==', 'token')).toBe('abc=def==');
  });

  it('takes the first readable value of a name', () => {
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
    expect(parseCookies('a=1; b=2; a=3')).toEqual({ a: '1', b: '2' });
  });

  it('reads a value with malformed escapes as no value, falling back to a later readable one', () => {
    expect(readCookie('geo-country=%E0%A4%A', 'geo-country')).toBeUndefined();
    expect(readCookie('geo-country=%zz', 'geo-country')).toBeUndefined();
    expect(readCookie('geo-country=%E0%A4%A; geo-country=FR', 'geo-country')).toBe('FR');
    expect(readCookie('bad=%; good=1', 'good')).toBe('1');
  });

  it('survives malformed and empty headers', () => {
    for (const header of [undefined, null, '', ';', ';;;', '=', 'novalue', '  ', 'a', '; ; a']) expect(parseCookies(header), String(header)).toEqual({});
    // Browsers send a nameless cookie (document.cookie = '1') as "=1".
    expect(parseCookies('=1')).toEqual({ '': '1' });
    expect(readCookie('junk; a=1', 'a')).toBe('1');
    expect(readCookie('a=1; junk', 'a')).toBe('1');
    expect(readCookie('a=', 'a')).toBe('');
    expect(readCookie('toString=1', 'valueOf')).toBeUndefined();
    expect(readCookie('a=1', 'toString')).toBeUndefined();
  });
});

describe('cookie names', () => {
  it('lists each name once, whatever its value', () => {
    expect(cookieNames('_ga=GA1.1; currency=EUR; _ga=2; _fbp=%E0%A4%A; junk')).toEqual(['_ga', 'currency', '_fbp']);
    expect(cookieNames('')).toEqual([]);
  });
});

describe('a Cookie header passed on with one cookie set', () => {
  it('replaces that cookie and keeps every other as it was sent', () => {
    expect(withCookie('a=1; split-tests=old; b=x%20y', 'split-tests', 'new')).toBe('a=1; b=x%20y; split-tests=new');
    expect(withCookie('a=%E0%A4%A; b=with space', 'split-tests', 'v')).toBe('a=%E0%A4%A; b=with space; split-tests=v');
    expect(withCookie('', 'split-tests', 'v')).toBe('split-tests=v');
    expect(withCookie(undefined, 'split-tests', 'v')).toBe('split-tests=v');
  });

  it('leaves no second copy of the cookie to be read first, however it was spaced or repeated', () => {
    const header = withCookie(' split-tests =forged; split-tests=again; a=1', 'split-tests', 'ours');
    expect(header).toBe('a=1; split-tests=ours');
    expect(readCookie(header, 'split-tests')).toBe('ours');
  });
});

describe('a Set-Cookie line', () => {
  it('writes the options and escapes what a cookie value cannot hold', () => {
    expect(setCookieHeader('split-tests', 'abc.7-71', { path: '/', maxAge: 7_776_000, sameSite: 'lax' })).toBe(
      'split-tests=abc.7-71; Max-Age=7776000; Path=/; SameSite=Lax',
    );
    expect(setCookieHeader('a', '1', { secure: true, httpOnly: true })).toBe('a=1; HttpOnly; Secure');
    expect(setCookieHeader('name', 'Ada; Lovelace 100%')).toBe('name=Ada%3B%20Lovelace%20100%25');
  });

  it('writes what the reader gives back', () => {
    for (const value of ['plain', 'Ada; Lovelace', '€5', '100%', '%E0%A4%A', '{"kind":"ok","message":"Done, 2 items"}']) {
      const pair = setCookieHeader('c', value).split(';')[0];
      expect(readCookie(pair, 'c')).toBe(value);
    }
  });
});
