// The analytics page's charts as uPlot wants them: columns of x (seconds since the epoch)
// and one column per series. Pure, so it is tested without a browser.

export interface ChartDay {
  day: string;
  visitors: number;
  pageViews: number;
  orders: number;
}

export type Columns = [number[], ...number[][]];

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Visitors and page views per day. */
export function visitsColumns(days: readonly ChartDay[]): Columns {
  return [days.map((day) => seconds(day.day)), days.map((day) => day.visitors), days.map((day) => day.pageViews)];
}

/** Conversion per day in percent (orders ÷ visitors × 100), 0 on a day without visitors. */
export function conversionColumns(days: readonly ChartDay[]): Columns {
  return [days.map((day) => seconds(day.day)), days.map((day) => (day.visitors > 0 ? Math.round((day.orders / day.visitors) * 10_000) / 100 : 0))];
}
