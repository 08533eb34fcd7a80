import { loadOnce } from './load-once';

describe('loadOnce (a module loaded on first use)', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const load = loadOnce(async () => {
      loads += 1;
      if (fail) throw new Error('chunk failed');
      return 'module';
    });
    await expect(load()).rejects.toThrow('chunk failed');
    fail = false;
    await expect(Promise.all([load(), load()])).resolves.toEqual(['module', 'module']);
    await expect(load()).resolves.toBe('module');
    expect(loads).toBe(2);
  });
});
