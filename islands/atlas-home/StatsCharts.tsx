import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AtlasStats } from '../../src/schemas/atlas-home.ts';
import { byStatusChart, ordersPerDayChart, statusBarColours, throughputChart } from './chart-options.ts';
import './atlas-home.css';

// The home page's charts, drawn with uPlot on canvases. The same figures are
// in the tables below them (server-rendered), so the charts are decoration for sighted
// readers: each figure names its chart and points at its table. Loaded client:visible,
// on this page only.

type Chart = { options: uPlot.Options; data: uPlot.AlignedData };

function ChartFigure({ caption, table, build }: { caption: string; table: string; build: (width: number) => Chart }) {
  const holder = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once per mount (build is a new function each render; the figures are fixed for this page view)
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const widthOf = () => Math.max(240, Math.floor(element.clientWidth));
    const { options, data } = build(widthOf());
    const plot = new uPlot(options, data, element);
    // The charts follow the page's width (the grid reflows them).
    const resize = new ResizeObserver(() => plot.setSize({ width: widthOf(), height: options.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, []);
  return (
    <figure className="pf-atlas-chart">
      <figcaption>{caption}</figcaption>
      <div ref={holder} className="pf-atlas-chart-canvas" role="img" aria-label={`${caption}: chart of the figures in the table “${table}” below`} />
    </figure>
  );
}

export default function StatsCharts({ stats }: { stats: Pick<AtlasStats, 'days' | 'ordersPerDay' | 'byStatus' | 'throughput'> }) {
  const bars = uPlot.paths.bars!({ size: [0.6, 64], disp: statusBarColours(stats) });
  return (
    <div className="pf-atlas-charts" data-atlas-charts>
      <ChartFigure caption="Orders per day" table="Orders per day" build={(width) => ordersPerDayChart(stats, width)} />
      <ChartFigure caption="Orders by status" table="Orders by status" build={(width) => byStatusChart(stats, width, bars)} />
      <ChartFigure caption="Factory throughput" table="Factory throughput" build={(width) => throughputChart(stats, width)} />
    </div>
  );
}
