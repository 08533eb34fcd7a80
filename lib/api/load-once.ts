/**
 * A module the browser loads on first use rather than with the page (`() => import('…')`, so the bundler keeps
 * it in a chunk of its own): loaded once and shared by every caller; a failed load is forgotten, so the next
 * call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const loading = load();
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = undefined;
      });
    }
    return pending;
  };
}
