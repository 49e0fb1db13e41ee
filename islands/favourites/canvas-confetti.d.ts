// canvas-confetti ships no types; this is the part the favourites island calls.
declare module 'canvas-confetti' {
  interface Options {
    particleCount?: number;
    ticks?: number;
    spread?: number;
    origin?: { x?: number; y?: number };
    disableForReducedMotion?: boolean;
  }
  export default function confetti(options?: Options): Promise<null> | null;
}
