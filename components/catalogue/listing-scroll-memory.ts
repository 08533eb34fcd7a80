/**
 * Where the shopper was on a listing, so Back from a product returns there
 * (issue 12, item 12). Positions are kept per address in sessionStorage (the
 * address names every page Explore More loaded, ?page=N); they are used only
 * when the listing is reached by Back or Forward: any other arrival starts at
 * the top (spec: every navigation scrolls to the top).
 */

const KEY_PREFIX = 'listing-scroll:';

let lastHistoryMove = 0;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastHistoryMove = Date.now();
  });
}

/** How long after a popstate the listing may take to mount (a page fetched from the server). */
const HISTORY_MOVE_WINDOW_MS = 10_000;

function currentKey(): string {
  return `${KEY_PREFIX}${window.location.pathname}${window.location.search}`;
}

/** Whether this listing was reached by Back or Forward (in the app, or a page the browser reloaded from history). */
export function arrivedByHistory(now: number = Date.now()): boolean {
  if (now - lastHistoryMove < HISTORY_MOVE_WINDOW_MS) return true;
  if (typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation');
  return (
    entry !== undefined &&
    'type' in entry &&
    entry.type === 'back_forward' &&
    performance.now() < HISTORY_MOVE_WINDOW_MS
  );
}

/** Forgets the popstate once used, so a later plain visit starts at the top. */
export function consumeHistoryMove(): void {
  lastHistoryMove = 0;
}

export function savedScrollPosition(): number | null {
  try {
    const value = window.sessionStorage.getItem(currentKey());
    const position = value === null ? NaN : Number(value);
    return Number.isFinite(position) && position >= 0 ? position : null;
  } catch {
    return null;
  }
}

/** Remembers the scroll position of the current address as the shopper scrolls; returns the unsubscribe. */
export function rememberScrollPosition(): () => void {
  let frame = 0;
  const save = () => {
    frame = 0;
    try {
      window.sessionStorage.setItem(currentKey(), String(Math.round(window.scrollY)));
    } catch {
      // Storage blocked: Back starts at the top.
    }
  };
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(save);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame !== 0) window.cancelAnimationFrame(frame);
  };
}

/**
 * Set on <html> while a position is restored: the grid lays out every card for real instead of
 * skipping the ones off screen (product-grid.module.css), so the position lands on the products the
 * shopper left rather than on placeholders' estimated heights.
 */
export const RESTORING_SCROLL_ATTRIBUTE = 'data-restoring-scroll';

/** Scrolls to `position` once the page is tall enough (products and pictures still arriving), for up to 2 s. */
export function restoreScrollPosition(position: number): void {
  const root = document.documentElement;
  root.setAttribute(RESTORING_SCROLL_ATTRIBUTE, '');
  const deadline = Date.now() + 2000;
  const attempt = () => {
    const reachable = root.scrollHeight - window.innerHeight >= position;
    window.scrollTo({ top: position, behavior: 'instant' });
    if (!reachable && Date.now() < deadline) window.requestAnimationFrame(attempt);
    // Two frames later every card has been drawn once, and the browser keeps its real height when it skips it again.
    else
      window.requestAnimationFrame(() =>
        window.requestAnimationFrame(() => root.removeAttribute(RESTORING_SCROLL_ATTRIBUTE)),
      );
  };
  attempt();
}
