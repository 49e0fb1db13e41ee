import { describe, expect, it } from 'vitest';
import { bannerProps, BANNER } from '../../../blocks/banner/schema.ts';
import { podProps } from '../../../blocks/pod/schema.ts';
import { gridProps } from '../../../blocks/grid/schema.ts';
import { newsletterSubscribeProps } from '../../../blocks/newsletterSubscribe/schema.ts';
import { buttonProps } from '../../../blocks/button/schema.ts';

describe('block property schemas', () => {
  it('truncates banner title to 50 and copy to 300 characters', () => {
    const parsed = bannerProps.parse({ title: 'x'.repeat(80), copy: 'y'.repeat(400) });
    expect(parsed.title).toHaveLength(BANNER.titleMax);
    expect(parsed.copy).toHaveLength(BANNER.copyMax);
  });
  it('drops banner actions without text or target', () => {
    const parsed = bannerProps.parse({
      actions: [{ text: 'Shop', href: '/a/' }, { text: '', href: '/b/' }, { text: 'No link' }, { text: 'Act', action: 'basket' }],
    });
    expect(parsed.actions.map((action) => action.text)).toEqual(['Shop', 'Act']);
  });
  it('keeps banner font scale in (0, 1]', () => {
    expect(bannerProps.safeParse({ fontScale: 0 }).success).toBe(false);
    expect(bannerProps.safeParse({ fontScale: 1.01 }).success).toBe(false);
    expect(bannerProps.parse({ fontScale: 0.5 }).fontScale).toBe(0.5);
  });
  it('sanitises banner and button links', () => {
    expect(bannerProps.parse({ actions: [{ text: 'x', href: 'javascript:alert(1)' }] }).actions[0]?.href).toBe('/404/');
    expect(buttonProps.parse({ href: 'javascript:alert(1)' }).href).toBe('/404/');
  });
  it('defaults pods to the square ratio and limits title size to 0–4', () => {
    expect(podProps.parse({}).ratio).toBe('square');
    expect(podProps.safeParse({ textSize: 5 }).success).toBe(false);
    expect(podProps.safeParse({ ratio: 'huge' }).success).toBe(false);
  });
  it('gives grids 2/3/4 columns and 0.5em/1em spacing by default', () => {
    expect(gridProps.parse({})).toMatchObject({ columns: { xs: 2, md: 3, lg: 4 }, spacing: { xs: '0.5em', sm: '1em' } });
  });
  it('titles the newsletter block "Don\'t Miss Out"', () => {
    expect(newsletterSubscribeProps.parse({}).title).toBe("Don't Miss Out");
  });
});
