import { z } from 'zod';
import { endpoints } from './endpoints';

describe('zod in the browser', () => {
  it('parses without compiling, so the eval probe never meets the Content Security Policy (decision 012)', () => {
    expect(Object.keys(endpoints).length).toBeGreaterThan(0);
    expect(z.config().jitless).toBe(true);
  });
});
