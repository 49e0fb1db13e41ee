import { describe, expect, it } from 'vitest';
import { withoutStyleScope } from './render-block.ts';

describe('withoutStyleScope', () => {
  it('removes Astro’s scoping classes and attributes, leaving the block’s own markup', () => {
    expect(withoutStyleScope('<p class="astro-3jyp2l3e">a</p><a class="astro-b3uijjhy tag medium">b</a><ul class="x astro-dlcz33g7">')).toBe(
      '<p>a</p><a class="tag medium">b</a><ul class="x">',
    );
    expect(withoutStyleScope('<div class="x" data-astro-cid-nn6tskdm><i data-astro-cid-nn6tskdm="true"></i></div>')).toBe('<div class="x"><i></i></div>');
  });
  it('leaves owner classes that merely start with "astro" alone', () => {
    expect(withoutStyleScope('<p class="astronaut">x</p>')).toBe('<p class="astronaut">x</p>');
  });
});
