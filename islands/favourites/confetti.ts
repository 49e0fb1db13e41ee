/** Confetti 40 particles / 70 ticks in general; the empty favourites list uses 25. */
export const FAVOURITES_CONFETTI = { particleCount: 25, ticks: 70, spread: 70, origin: { y: 0.4 } } as const;

/**
 * An empty favourites list shows confetti. canvas-confetti is fetched only then
 * (a dynamic import), so no other page pays for it; reduced motion is respected.
 */
export async function celebrateEmptyFavourites(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ ...FAVOURITES_CONFETTI, disableForReducedMotion: true });
}
