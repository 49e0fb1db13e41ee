// The analytics page's only script: reads the figures the server wrote into the page and
// loads the charts module (uPlot, about 50 KB) once the page is idle, so the tables show first.
export function startAnalyticsCharts(doc: Document): void {
  const data = doc.getElementById('analytics-data');
  if (!data?.textContent) return;
  const days = JSON.parse(data.textContent);
  const draw = () => void import('../../../islands/analytics/charts.ts').then(({ drawCharts }) => drawCharts(doc, days));
  if ('requestIdleCallback' in window) requestIdleCallback(draw, { timeout: 1000 });
  else setTimeout(draw, 0);
}
