import { describe, expect, it } from 'vitest';
import { iframeProps } from './schema.ts';
import { frameOf } from './frame.ts';

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; camera" allowfullscreen></iframe>';

describe('iframe schema', () => {
  it('defaults to a 16:9 frame that may run scripts in its own origin, and nothing more', () => {
    expect(iframeProps.parse({})).toEqual({
      embedCode: '',
      title: '',
      ratio: '16:9',
      height: 480,
      allowFullscreen: true,
      caption: '',
      permissions: { scripts: true, sameOrigin: true, popups: false, forms: false },
    });
  });
  it('accepts https addresses and paths on the store only, through the URL sanitiser', () => {
    expect(iframeProps.parse({ url: 'https://maps.example.com/embed?q=shop' }).url).toBe('https://maps.example.com/embed?q=shop');
    expect(iframeProps.parse({ url: '/help/' }).url).toBe('/help/');
    for (const url of ['http://example.com/', 'javascript:alert(1)', '//example.com/', '/\\example.com/', 'data:image/png;base64,AA']) {
      const result = iframeProps.safeParse({ url });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid url.');
    }
  });
  it("accepts one safe <iframe> as embed code, else 'Invalid Embed Code'", () => {
    expect(iframeProps.parse({ embedCode: YOUTUBE }).embedCode).toBe(YOUTUBE);
    for (const embedCode of [
      '<iframe src="http://x.com"></iframe>',
      '<iframe src="https://x.com" onload="alert(1)"></iframe>',
      '<script src="https://x.com"></script>',
      '<iframe srcdoc="<b>" src="https://x.com"></iframe>',
    ]) {
      const result = iframeProps.safeParse({ embedCode });
      expect(result.error?.issues[0]?.message, embedCode).toBe('Invalid Embed Code');
    }
  });
  it('limits the title to 120 characters and the fixed height to 100–2000 px', () => {
    expect(iframeProps.safeParse({ title: 'x'.repeat(121) }).success).toBe(false);
    expect(iframeProps.safeParse({ height: 99 }).success).toBe(false);
    expect(iframeProps.safeParse({ height: 2001 }).success).toBe(false);
    expect(iframeProps.safeParse({ ratio: '3:2' }).success).toBe(false);
  });
});

describe('frameOf', () => {
  it('shows nothing without an address', () => {
    expect(frameOf(iframeProps.parse({}))).toBeUndefined();
  });
  it('prefers the embed code, keeps its title and safe features, and follows its size when "auto"', () => {
    const frame = frameOf(iframeProps.parse({ url: 'https://other.example.com/', embedCode: YOUTUBE, ratio: 'auto' }));
    expect(frame).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/abc',
      title: 'YouTube video player',
      sandbox: 'allow-scripts allow-same-origin',
      aspectRatio: '560 / 315',
      origin: 'https://www.youtube-nocookie.com',
    });
    expect(frame?.allow?.split('; ').sort()).toEqual([
      'accelerometer',
      'autoplay',
      'clipboard-write',
      'encrypted-media',
      'fullscreen',
      'gyroscope',
      'picture-in-picture',
      'web-share',
    ]);
  });
  it('never allows top navigation, and adds only the permissions asked for', () => {
    const all = frameOf(iframeProps.parse({ url: 'https://forms.example.com/', permissions: { popups: true, forms: true } }));
    expect(all?.sandbox).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
    const none = frameOf(iframeProps.parse({ url: 'https://forms.example.com/', permissions: { scripts: false, sameOrigin: false }, allowFullscreen: false }));
    expect(none?.sandbox).toBe('');
    expect(none?.allow).toBeUndefined();
  });
  it('always has a title, and a fixed height when asked', () => {
    const frame = frameOf(iframeProps.parse({ url: 'https://x.example.com/', ratio: 'fixed' }));
    expect(frame?.title).toBe('Embedded content');
    expect(frame?.aspectRatio).toBeUndefined();
  });
});

describe('iframe of a store page', () => {
  it('never lets a framed store page keep same-origin rights', async () => {
    const { frameOf } = await import('./frame.ts');
    const frame = frameOf(iframeProps.parse({ url: '/help/' }));
    expect(frame?.sandbox).toBe('allow-scripts');
    expect(frame?.origin).toBe('self');
  });
});
