/**
 * The second expiry of a tag (IN_FLIGHT_GRACE_MS after the first), on a fake
 * clock: a page rendered from the old data but stored just after the change
 * is dropped too. Without REDIS_URL nothing leaves this process.
 */
import { applySecondExpiriesNowForTests, expireTags, onTagsExpired, tagExpiredAt } from './shared-invalidation.mjs';

const GRACE_MS = 1500;

beforeEach(() => {
  delete process.env.REDIS_URL;
  jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('expireTags', () => {
  it('expires a tag at once and again IN_FLIGHT_GRACE_MS later, telling the listeners both times', async () => {
    const heard: [string[], number][] = [];
    onTagsExpired((tags, at) => heard.push([tags, at]));
    const first = Date.now();
    await expireTags(['catalogue-a']);
    expect(tagExpiredAt('catalogue-a')).toBe(first);

    jest.advanceTimersByTime(GRACE_MS - 1);
    expect(tagExpiredAt('catalogue-a')).toBe(first);
    jest.advanceTimersByTime(1);
    expect(tagExpiredAt('catalogue-a')).toBe(first + GRACE_MS);
    expect(heard).toEqual([
      [['catalogue-a'], first],
      [['catalogue-a'], first + GRACE_MS],
    ]);
    // Applied once: nothing is left waiting.
    jest.advanceTimersByTime(GRACE_MS * 10);
    expect(heard).toHaveLength(2);
  });

  it('lets a test apply the waiting second expiries now, once each', async () => {
    await expireTags(['catalogue-b']);
    jest.advanceTimersByTime(10);
    applySecondExpiriesNowForTests();
    const applied = tagExpiredAt('catalogue-b');
    expect(applied).toBe(Date.now());
    jest.advanceTimersByTime(GRACE_MS);
    expect(tagExpiredAt('catalogue-b')).toBe(applied);
  });
});
