/** Everything but Date keeps running for real, so database drivers and HTTP servers are unaffected. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Stops the clock of `new Date()` and `Date.now()` at `at` (until jest.useRealTimers()). */
export function setClock(at: Date | number): void {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: at });
}
