import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { badgeProgressProps } from './schema.ts';
import { badgeProgressOf } from './progress.ts';
import { CHECKLIST_STEPS } from '../../src/server/stores/checklist/store-checklist.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const progress = badgeProgressOf(CHECKLIST_STEPS, { currentStep: 'homepage', completed: ['sign-up', 'profile', 'theme'] });
const render = (raw: Record<string, unknown>, data: unknown = { progress }) =>
  renderer.render({ type: 'badgeProgress', properties: badgeProgressProps.parse(raw), data });

describe('badgeProgress (badge-completion gates)', () => {
  it('counts steps done out of the checklist', () => {
    expect(progress).toMatchObject({ done: 3, total: CHECKLIST_STEPS.length, percent: 38 });
    expect(progress.steps.find((step) => step.current)?.key).toBe('homepage');
    expect(badgeProgressOf(['a'], { currentStep: 'a', completed: [] }).percent).toBe(0);
  });
  it('has defaults', () => {
    expect(badgeProgressProps.parse({})).toEqual({ title: 'Your store badge', copy: 'Finish each step to earn your store badge.', showSteps: true });
  });
  it('draws a progress bar with done / total and ticks the steps done', async () => {
    const html = await render({});
    expect(html).toMatch(/<progress max="8" value="3"/);
    expect(html).toContain('<strong>3</strong> of 8 steps done');
    expect(html).toMatch(/<li data-done[^>]*>[\s\S]*?Sign up/);
    expect(html).toMatch(/aria-current="step"[^>]*>[\s\S]*?Build your homepage/);
  });
  it("escapes the owner's text and can leave out the list", async () => {
    const html = await render({ title: '<script>x</script>" onclick="y', showSteps: false });
    expect(html).toContain('<h2>&lt;script&gt;x&lt;/script&gt;&quot; onclick=&quot;y</h2>');
    // Inside the label attribute the quote is escaped, so the text cannot leave it.
    expect(html).not.toContain('" onclick="y');
    expect(html).not.toContain('<ol');
  });
  it('draws nothing for a store without a checklist', async () => {
    expect((await render({}, { progress: null })).trim()).toBe('');
  });
});
