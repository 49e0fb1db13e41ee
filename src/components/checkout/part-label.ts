/** A bundle's part as the order summary lists it under the bundle: "2 × Organic Tee · Black · M". */
export function partLabel(quantity: number, name: string, colour: string | null, size: string | null): string {
  return [`${quantity} × ${name}`, colour, size].filter(Boolean).join(' · ');
}
