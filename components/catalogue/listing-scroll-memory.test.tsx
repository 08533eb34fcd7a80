import { RESTORING_SCROLL_ATTRIBUTE, restoreScrollPosition } from './listing-scroll-memory';

describe('restoreScrollPosition', () => {
  let frames: FrameRequestCallback[];
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.removeAttribute(RESTORING_SCROLL_ATTRIBUTE);
  });

  function runFrame() {
    const pending = frames;
    frames = [];
    for (const callback of pending) callback(performance.now());
  }

  it('lays every card out for real while it scrolls, and lets the browser skip them again two frames later', () => {
    restoreScrollPosition(1800);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1800, behavior: 'instant' });
    expect(document.documentElement.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)).toBe(true);
    runFrame();
    expect(document.documentElement.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)).toBe(true);
    runFrame();
    expect(document.documentElement.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)).toBe(false);
  });

  it('keeps trying while the page is too short, and keeps the cards laid out until it is done', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 900 });
    restoreScrollPosition(1800);
    runFrame();
    runFrame();
    expect(document.documentElement.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)).toBe(true);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    runFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1800, behavior: 'instant' });
    runFrame();
    runFrame();
    expect(document.documentElement.hasAttribute(RESTORING_SCROLL_ATTRIBUTE)).toBe(false);
  });
});
