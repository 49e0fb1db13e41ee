import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent. */
const DEBOUNCE_MS = 250;

/**
 * Runs `search(term)` when the popup is open and the term settles, keeping only the newest
 * answer (an older, slower one never overwrites it).
 */
export function useSearch<T>(
  open: boolean,
  term: string,
  search: (term: string) => Promise<T[]>,
  key = '',
): { results: T[]; loading: boolean; error: string | null } {
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass a new search function each render; key says when what it searches changes
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const found = await search(term.trim());
        if (!current) return;
        setResults(found);
        setError(null);
      } catch (failure) {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        if (current) setLoading(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, term, key]);
  return { results, loading, error };
}
