// An inline SVG bar chart's geometry (no chart library on the storefront): one bar per
// month, heights scaled to the largest value. Pure, so it is tested without rendering.

export interface Bar {
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CHART = { width: 600, height: 200, gap: 12, labelSpace: 24 } as const;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" → "Mar". */
export const monthLabel = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;

export function bars(series: readonly { label: string; value: number }[]): Bar[] {
  const count = Math.max(1, series.length);
  const width = (CHART.width - CHART.gap * (count - 1)) / count;
  const plot = CHART.height - CHART.labelSpace;
  const max = Math.max(1, ...series.map((point) => point.value));
  return series.map((point, index) => {
    const height = Math.round((Math.max(0, point.value) / max) * plot);
    return { label: point.label, value: point.value, x: Math.round(index * (width + CHART.gap)), y: plot - height, width: Math.round(width), height };
  });
}
