import { register } from './instrumentation';
import { resetConfigForTests } from './lib/server/config';

describe('register (instrumentation)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    jest.restoreAllMocks();
  });

  function captureExit() {
    const written: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    return { written, exit };
  }

  it('validates every setting when the Node.js server starts, stopping on a bad one', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs', NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: 'abc' };
    resetConfigForTests();
    const { written, exit } = captureExit();
    await expect(register()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written.join('')).toContain('NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number');
  });

  it('lets a valid configuration start', async () => {
    process.env = {
      ...saved,
      NEXT_RUNTIME: 'nodejs',
      NODE_ENV: 'test',
      NEXT_PUBLIC_USD_TO_INR_RATE: '33.6',
      OUTBOX_WORKER: 'off',
    };
    resetConfigForTests();
    const { exit } = captureExit();
    await expect(register()).resolves.toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
  });

  it('leaves other runtimes alone', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'edge', NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: 'abc' };
    resetConfigForTests();
    const { exit } = captureExit();
    await expect(register()).resolves.toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
  });
});
