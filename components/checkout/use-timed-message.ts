import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` (spec section 8: error banners go
 * after 5 seconds). Showing a new message restarts the clock.
 */
export function useTimedMessage(ms: number): [string, (message: string) => void, () => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage('');
  }, []);

  const show = useCallback(
    (next: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage('');
      }, ms);
    },
    [ms],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return [message, show, clear];
}
