import { describe, expect, it } from 'vitest';
import { carouselProps } from './schema.ts';

describe('carousel properties', () => {
  it('shows 1.5, 3 and 4 items at once on phones, tablets and wide screens by default', () => {
    expect(carouselProps.parse({})).toEqual({ title: '', perView: { xs: 1.5, md: 3, lg: 4 }, spacing: '1rem', navigation: true });
  });
  it('keeps items in view between 1 and 8', () => {
    expect(carouselProps.safeParse({ perView: { xs: 0.5 } }).success).toBe(false);
    expect(carouselProps.safeParse({ perView: { lg: 9 } }).success).toBe(false);
    expect(carouselProps.parse({ perView: { md: 2.5 } }).perView).toEqual({ xs: 1.5, md: 2.5, lg: 4 });
  });
  it('accepts only CSS lengths as spacing', () => {
    expect(carouselProps.safeParse({ spacing: '1rem;color:red' }).success).toBe(false);
    expect(carouselProps.parse({ spacing: '12px' }).spacing).toBe('12px');
  });
});
