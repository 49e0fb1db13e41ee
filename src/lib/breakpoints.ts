/** Breakpoints in px. CSS media queries repeat these numbers (they cannot read variables). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
