import { ButtonLink, ButtonRow } from './admin-parts';

/**
 * Keyset pages: Next carries the API's next_cursor; the cursors of the pages
 * before ride along in `back`, so Previous needs no backward cursor from the API.
 */
export function Pager({
  basePath,
  filters,
  cursor,
  back,
  nextCursor,
  label,
}: {
  basePath: string;
  filters: Record<string, string | undefined>;
  cursor: string | undefined;
  back: string[];
  nextCursor: string | null;
  label: string;
}) {
  const href = (pageCursor: string | undefined, trail: string[]) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, value);
    if (pageCursor !== undefined) params.set('cursor', pageCursor);
    for (const earlier of trail) params.append('back', earlier);
    const query = params.toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  if (cursor === undefined && nextCursor === null) return null;
  // back holds the cursors of the pages before this one; '' stands for the first page.
  const previousCursor = back.length > 0 ? back[back.length - 1] : undefined;
  return (
    <nav aria-label={label}>
      <ButtonRow>
        {cursor !== undefined ? (
          <ButtonLink href={href(previousCursor === '' ? undefined : previousCursor, back.slice(0, -1))} rel="prev">
            ← Previous
          </ButtonLink>
        ) : null}
        {nextCursor !== null ? (
          <ButtonLink href={href(nextCursor, [...back, cursor ?? ''])} rel="next">
            Next →
          </ButtonLink>
        ) : null}
      </ButtonRow>
    </nav>
  );
}

/** The `back` parameter's values (every one, in order). */
export function backTrail(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).slice(-50);
}
