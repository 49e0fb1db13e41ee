// The block actions' icons: inline SVG, so they draw the same whatever fonts the machine has.

const PATHS = {
  duplicate: 'M5 5h8v8H5z M3 3h8v1H4v7H3z',
  delete: 'M4 5h8l-1 9H5z M3 3h10v1H3z M6 2h4v1H6z',
  published: 'M8 3a5 5 0 1 0 .1 0z M8 6a2 2 0 1 0 .1 0z',
  unpublished: 'M8 3a5 5 0 1 0 .1 0z',
} as const;

export function ActionIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}
