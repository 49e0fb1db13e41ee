import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlock, type BlockRenderer } from '../placeholder/render-block.ts';
import { graphProps } from './schema.ts';

let renderer: BlockRenderer;
beforeAll(async () => {
  renderer = await loadBlock(new URL('./Block.astro', import.meta.url));
});
afterAll(() => renderer.close());

const render = (raw: Record<string, unknown>) => renderer.render({ type: 'graph', properties: graphProps.parse(raw) });
const series = [
  { label: 'Jan', value: 1200 },
  { label: 'Feb', value: 1850 },
  { label: '<Mar>', value: 2400 },
];

describe('graph block', () => {
  it('draws one bar per value in an SVG named by the title, with no script', async () => {
    const html = await render({ title: 'Bottles recycled', description: 'Per month', series });
    expect(html).toMatch(/role="img"[^>]*aria-labelledby="graph-sample-title"|aria-labelledby="graph-sample-title"[^>]*role="img"/);
    expect(html).toContain('aria-describedby="graph-sample-description"');
    expect(html).toMatch(/<h2[^>]*id="graph-sample-title"[^>]*>Bottles recycled<\/h2>/);
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).not.toContain('<script');
  });
  it('repeats the data in a table only screen readers see', async () => {
    const html = await render({ title: 'Bottles', series, valuePrefix: '', valueSuffix: ' kg' });
    expect(html).toMatch(/<table class="visually-hidden"/);
    expect(html).toMatch(/<th scope="row"[^>]*>&lt;Mar&gt;<\/th><td[^>]*>2,400 kg<\/td>/);
    expect(html).toMatch(/>0<\/span>/);
  });
  it('draws a line with an area and a dot per value', async () => {
    const html = await render({ type: 'line', series });
    expect(html).toContain('<polyline');
    expect(html).toContain('<polygon');
    expect(html.match(/class="dot"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Line chart"');
    // The figure is "type-line": a bare "line" class would stroke every shape in the chart.
    expect(html).toMatch(/<figure class="graph container type-line"/);
  });
  it('uses the owner colour, else the theme primary colour', async () => {
    expect(await render({ series, colour: '#ff0000' })).toContain('--graph-colour:#ff0000');
    expect(await render({ series })).not.toContain('--graph-colour');
  });
  it('can hide values, and renders nothing without data', async () => {
    expect(await render({ series, showValues: false })).not.toContain('class="value');
    expect((await render({ title: 'Empty' })).trim()).toBe('');
  });
});
