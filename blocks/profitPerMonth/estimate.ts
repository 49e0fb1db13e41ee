// Profit per month = sales per month × profit per sale (minor units, rounded once).
// No imports: the block's script uses it in the browser too.

export function profitPerSale(price: number, marginPercent: number): number {
  return Math.round((price * marginPercent) / 100);
}

export function monthlyProfit(salesPerMonth: number, perSale: number): number {
  if (!Number.isFinite(salesPerMonth) || salesPerMonth < 0) return 0;
  return Math.round(Math.floor(salesPerMonth) * perSale);
}
