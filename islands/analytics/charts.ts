import uPlot from 'uplot';
// Inlined and injected when the charts are drawn: a stylesheet imported normally by a
// dynamically imported module would be added to every page's CSS.
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { conversionColumns, visitsColumns, type ChartDay } from './chart-data.ts';

// The analytics page's two line charts (uPlot, loaded only by that page, after its tables
// are on screen: the tables carry the same figures for anyone without the charts).

function injectStyles(doc: Document): void {
  if (doc.getElementById('uplot-css')) return;
  const style = doc.createElement('style');
  style.id = 'uplot-css';
  style.textContent = uPlotCss;
  doc.head.append(style);
}

function width(target: HTMLElement): number {
  return Math.max(280, Math.min(900, target.clientWidth || 600));
}

export function drawCharts(doc: Document, days: readonly ChartDay[]): uPlot[] {
  injectStyles(doc);
  const drawn: uPlot[] = [];
  const visits = doc.querySelector<HTMLElement>('[data-chart="visits"]');
  if (visits) {
    drawn.push(
      new uPlot(
        {
          title: 'Visits per day',
          width: width(visits),
          height: 240,
          series: [{}, { label: 'Visitors', stroke: '#2e7d32', width: 2 }, { label: 'Page views', stroke: '#1565c0', width: 2 }],
          axes: [{}, { label: 'Count' }],
        },
        visitsColumns(days),
        visits,
      ),
    );
  }
  const conversion = doc.querySelector<HTMLElement>('[data-chart="conversion"]');
  if (conversion) {
    drawn.push(
      new uPlot(
        {
          title: 'Conversion per day (%)',
          width: width(conversion),
          height: 200,
          series: [{}, { label: 'Conversion %', stroke: '#6a1b9a', width: 2 }],
          axes: [{}, { label: '%' }],
        },
        conversionColumns(days),
        conversion,
      ),
    );
  }
  for (const chart of drawn) chart.root.dataset.drawn = '';
  return drawn;
}
