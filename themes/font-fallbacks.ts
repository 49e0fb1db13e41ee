// Local font stacks shown until (or instead of) a web font, one per kind of face.

export const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const SERIF = "Georgia, 'Times New Roman', Times, serif";
export const CONDENSED = "'Arial Narrow', Impact, 'Helvetica Neue', sans-serif";
export const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
export const HAND = "'Segoe Print', 'Bradley Hand', 'Comic Sans MS', cursive";
