import { describe, expect, it } from 'vitest';
import { slideProps } from './schema.ts';
import { bannerProps } from '../banner/schema.ts';

describe('slide properties', () => {
  it("keeps the banner's limits: title cut to 50, copy to 300", () => {
    const parsed = slideProps.parse({ title: 'x'.repeat(80), copy: 'y'.repeat(400) });
    expect(parsed.title).toHaveLength(50);
    expect(parsed.copy).toHaveLength(300);
  });
  it('drops actions without text or a link', () => {
    const parsed = slideProps.parse({ actions: [{ text: 'Shop', href: '/shop/' }, { text: '', href: '/b/' }, { text: 'Nowhere' }] });
    expect(parsed.actions.map((action) => action.text)).toEqual(['Shop']);
  });
  it('sanitises its image and links', () => {
    const parsed = slideProps.parse({ image: 'javascript:alert(1)', actions: [{ text: 'Go', href: 'javascript:alert(1)' }] });
    expect(parsed.image).toBe('/404/');
    expect(parsed.actions[0]?.href).toBe('/404/');
  });
  it("shares the banner's field names and defaults, so switching keeps properties", () => {
    const slide = slideProps.parse({});
    const banner = bannerProps.parse({});
    for (const [key, value] of Object.entries(slide)) expect(banner[key as keyof typeof banner]).toEqual(value);
    expect(slide).toMatchObject({ alignment: 'center', overlayOpacity: 0.15, textShadow: 'none' });
  });
  it('rejects a colour that could break out of its style', () => {
    expect(slideProps.safeParse({ textColor: 'red;background:url(x)' }).success).toBe(false);
  });
});
