/**
 * Wraps a loader (typically a dynamic import of a heavy module) so it runs on the first call and
 * every later call shares its result. A failed load is forgotten, so the next call tries again
 * instead of repeating the same rejection for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    const current = (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
    return current;
  };
}
