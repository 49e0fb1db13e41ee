// The dashboard's confidence figure: a two-proportion z-test of a variation's conversion
// rate against the default's (pooled standard error), reported as the two-sided
// confidence that the two rates differ: 1 − p. See docs/split-tests.md.

export interface Arm {
  visitors: number;
  conversions: number;
}

/** Standard normal cumulative distribution (Abramowitz & Stegun 7.1.26 erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** z for `variant` against `control`; null when either arm has no visitors or nobody (or everybody) converted. */
export function zScore(control: Arm, variant: Arm): number | null {
  if (control.visitors === 0 || variant.visitors === 0) return null;
  const p1 = control.conversions / control.visitors;
  const p2 = variant.conversions / variant.visitors;
  const pooled = (control.conversions + variant.conversions) / (control.visitors + variant.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors));
  if (se === 0) return null;
  return (p2 - p1) / se;
}

/** Two-sided confidence in [0, 1] that the variant's rate differs from the control's; null when it cannot be said. */
export function confidence(control: Arm, variant: Arm): number | null {
  const z = zScore(control, variant);
  if (z === null) return null;
  return 1 - 2 * (1 - normalCdf(Math.abs(z)));
}
