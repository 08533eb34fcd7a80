import vm from 'node:vm';
import {
  CURRENCY_CHOICE_STORAGE_KEY,
  CURRENCY_FIRST_PAINT_SCRIPT,
  CURRENCY_STORAGE_KEY,
  readStoredCurrency,
  storeCurrencyChoice,
  currencyCookie,
  readCurrencyCookie,
  type CurrencyStorage,
} from './currency-detection';
import {
  LOCATION_PATH,
  LOCATION_TIMEOUT_MS,
  currencyForCoordinates,
  currencyForCountry,
  currencyFromGeolocation,
  detectCurrency,
  fetchCountryCode,
  resolveCurrency,
} from './currency-location';

function memoryStorage(initial: Record<string, string> = {}): CurrencyStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = String(value);
    },
  };
}

function answering(body: unknown, status = 200): jest.MockedFunction<typeof fetch> {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function failing(): jest.MockedFunction<typeof fetch> {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    throw new TypeError('Failed to fetch');
  });
}

function geolocationAt(latitude: number, longitude: number) {
  return {
    getCurrentPosition: jest.fn((success: PositionCallback) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
    ),
  };
}

/** navigator.permissions answering `state` for geolocation. */
function permissionsSaying(state: PermissionState) {
  return { query: jest.fn(async (_descriptor: PermissionDescriptor) => ({ state }) as PermissionStatus) };
}
const granted = permissionsSaying('granted');

const deniedGeolocation = {
  getCurrentPosition: jest.fn((_success: PositionCallback, error?: PositionErrorCallback | null) =>
    error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  ),
};

describe('currencyForCountry and currencyForCoordinates', () => {
  it('gives INR for IN, USD for any other code, and nothing for no code', () => {
    expect(currencyForCountry('IN')).toBe('INR');
    expect(currencyForCountry('in')).toBe('INR');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('GB')).toBe('USD');
    expect(currencyForCountry('')).toBeNull();
    expect(currencyForCountry(undefined)).toBeNull();
    expect(currencyForCountry(null)).toBeNull();
  });

  it('gives INR inside latitude 8 to 37 and longitude 68 to 97, USD outside', () => {
    expect(currencyForCoordinates(26.9124, 75.7873)).toBe('INR'); // Jaipur
    expect(currencyForCoordinates(8, 68)).toBe('INR');
    expect(currencyForCoordinates(37, 97)).toBe('INR');
    expect(currencyForCoordinates(7.99, 75)).toBe('USD');
    expect(currencyForCoordinates(20, 97.01)).toBe('USD');
    expect(currencyForCoordinates(40.7128, -74.006)).toBe('USD'); // New York
    expect(currencyForCoordinates(51.5, -0.12)).toBe('USD');
  });
});

describe('fetchCountryCode', () => {
  it("GETs this site's /api/location/ and reads country_code", async () => {
    const fetchImpl = answering({ country_code: 'IN' });
    await expect(fetchCountryCode(fetchImpl)).resolves.toBe('IN');
    expect(LOCATION_PATH).toBe('/api/location/');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/location/',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('never calls a third party from the browser', async () => {
    const saved = process.env.NEXT_PUBLIC_IP_LOCATION_URL;
    process.env.NEXT_PUBLIC_IP_LOCATION_URL = 'https://ipapi.co/json/';
    try {
      const fetchImpl = answering({ country_code: 'US' });
      await detectCurrency({ fetchImpl, geolocation: geolocationAt(40.7, -74), permissions: granted });
      const urls = fetchImpl.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
      expect(urls).toEqual(['/api/location/']);
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_IP_LOCATION_URL;
      else process.env.NEXT_PUBLIC_IP_LOCATION_URL = saved;
    }
  });

  it('answers null for a null country, an error body, an error status, a network failure or no JSON', async () => {
    await expect(fetchCountryCode(answering({ country_code: null }))).resolves.toBeNull();
    await expect(
      fetchCountryCode(answering({ code: 'internal_error', message: 'Something went wrong' }, 500)),
    ).resolves.toBeNull();
    await expect(fetchCountryCode(answering({ country_code: 'IN' }, 429))).resolves.toBeNull();
    await expect(fetchCountryCode(failing())).resolves.toBeNull();
    await expect(fetchCountryCode(jest.fn(async () => new Response('<html>')))).resolves.toBeNull();
  });

  it('gives up after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const answer = fetchCountryCode(fetchImpl);
      jest.advanceTimersByTime(LOCATION_TIMEOUT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(answer).resolves.toBeNull();
      expect(LOCATION_TIMEOUT_MS).toBe(3000);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('currencyFromGeolocation', () => {
  it('reads the coordinates only when the permission is already granted', async () => {
    const inIndia = geolocationAt(26.9, 75.8);
    await expect(currencyFromGeolocation(inIndia, granted)).resolves.toBe('INR');
    expect(granted.query).toHaveBeenCalledWith({ name: 'geolocation' });
    expect(inIndia.getCurrentPosition).toHaveBeenCalledTimes(1);
    await expect(currencyFromGeolocation(geolocationAt(48.85, 2.35), granted)).resolves.toBe('USD');
  });

  it("never asks when the permission is 'prompt': no getCurrentPosition call, INR", async () => {
    const abroad = geolocationAt(48.85, 2.35);
    await expect(currencyFromGeolocation(abroad, permissionsSaying('prompt'))).resolves.toBe('INR');
    expect(abroad.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("gives INR when the permission is 'denied'", async () => {
    const abroad = geolocationAt(48.85, 2.35);
    await expect(currencyFromGeolocation(abroad, permissionsSaying('denied'))).resolves.toBe('INR');
    expect(abroad.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('gives INR without asking when the browser has no Permissions API or its query fails', async () => {
    const abroad = geolocationAt(48.85, 2.35);
    await expect(currencyFromGeolocation(abroad, undefined)).resolves.toBe('INR');
    const rejecting = {
      query: jest.fn(async (_descriptor: PermissionDescriptor): Promise<PermissionStatus> => {
        throw new TypeError('Illegal invocation');
      }),
    };
    await expect(currencyFromGeolocation(abroad, rejecting)).resolves.toBe('INR');
    expect(abroad.getCurrentPosition).not.toHaveBeenCalled();
  });
});

describe('detectCurrency', () => {
  it("the server's country IN gives INR without reading the position", async () => {
    const geolocation = geolocationAt(40.7, -74);
    await expect(
      detectCurrency({ fetchImpl: answering({ country_code: 'IN' }), geolocation, permissions: granted }),
    ).resolves.toBe('INR');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("the server's country wins over granted coordinates: US gives USD in the India box", async () => {
    const geolocation = geolocationAt(26.9, 75.8);
    await expect(
      detectCurrency({ fetchImpl: answering({ country_code: 'US' }), geolocation, permissions: granted }),
    ).resolves.toBe('USD');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('with no country and the position granted, coordinates inside the India box give INR and outside give USD', async () => {
    await expect(
      detectCurrency({ fetchImpl: failing(), geolocation: geolocationAt(26.9, 75.8), permissions: granted }),
    ).resolves.toBe('INR');
    await expect(
      detectCurrency({ fetchImpl: failing(), geolocation: geolocationAt(48.85, 2.35), permissions: granted }),
    ).resolves.toBe('USD');
    await expect(
      detectCurrency({
        fetchImpl: answering({ country_code: null }),
        geolocation: geolocationAt(48.85, 2.35),
        permissions: granted,
      }),
    ).resolves.toBe('USD');
  });

  it('with no country and the position not granted, gives INR without prompting', async () => {
    const abroad = geolocationAt(48.85, 2.35);
    const noCountry = answering({ country_code: null });
    await expect(
      detectCurrency({ fetchImpl: noCountry, geolocation: abroad, permissions: permissionsSaying('prompt') }),
    ).resolves.toBe('INR');
    await expect(
      detectCurrency({ fetchImpl: failing(), geolocation: abroad, permissions: permissionsSaying('denied') }),
    ).resolves.toBe('INR');
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: abroad })).resolves.toBe('INR');
    expect(abroad.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('when reading the granted position fails or geolocation is unsupported, gives INR', async () => {
    await expect(
      detectCurrency({ fetchImpl: failing(), geolocation: deniedGeolocation, permissions: granted }),
    ).resolves.toBe('INR');
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: undefined, permissions: granted })).resolves.toBe(
      'INR',
    );
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('not allowed in this context');
      },
    };
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: throwing, permissions: granted })).resolves.toBe(
      'INR',
    );
  });
});

describe('resolveCurrency and the stored currency', () => {
  it('detects once and stores the result under "currency"', async () => {
    const storage = memoryStorage();
    const fetchImpl = answering({ country_code: 'IN' });
    await expect(resolveCurrency(storage, { fetchImpl })).resolves.toBe('INR');
    expect(storage.values[CURRENCY_STORAGE_KEY]).toBe('INR');
    expect(CURRENCY_STORAGE_KEY).toBe('currency');

    // A returning visitor: no request, no prompt.
    const again = answering({ country_code: 'US' });
    const geolocation = geolocationAt(40, -74);
    await expect(resolveCurrency(storage, { fetchImpl: again, geolocation })).resolves.toBe('INR');
    expect(again).not.toHaveBeenCalled();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("lets the shopper's choice win over detection and a detected currency", async () => {
    const storage = memoryStorage({ [CURRENCY_STORAGE_KEY]: 'INR' });
    storeCurrencyChoice(storage, 'USD');
    expect(storage.values[CURRENCY_CHOICE_STORAGE_KEY]).toBe('USD');
    expect(CURRENCY_CHOICE_STORAGE_KEY).toBe('currencyChoice');
    expect(readStoredCurrency(storage)).toBe('USD');
    const fetchImpl = answering({ country_code: 'IN' });
    await expect(resolveCurrency(storage, { fetchImpl })).resolves.toBe('USD');
    expect(fetchImpl).not.toHaveBeenCalled();

    expect(
      readStoredCurrency(memoryStorage({ [CURRENCY_CHOICE_STORAGE_KEY]: 'INR', [CURRENCY_STORAGE_KEY]: 'USD' })),
    ).toBe('INR');
  });

  it('ignores stored values that are not a currency, and storage that throws', async () => {
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'EUR' }))).toBeNull();
    const broken: CurrencyStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredCurrency(broken)).toBeNull();
    await expect(resolveCurrency(broken, { fetchImpl: answering({ country_code: 'US' }) })).resolves.toBe('USD');
  });
});

describe('the first-paint script', () => {
  function runScript(values: Record<string, string> | 'throws', cookie = '') {
    const attributes: Record<string, string> = {};
    const localStorage =
      values === 'throws'
        ? {
            getItem: () => {
              throw new Error('SecurityError');
            },
          }
        : { getItem: (key: string) => values[key] ?? null };
    const context = {
      window: { localStorage },
      document: {
        cookie,
        documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      },
    };
    vm.runInNewContext(CURRENCY_FIRST_PAINT_SCRIPT, context);
    return attributes['data-currency'];
  }

  it('sets <html data-currency> from the choice, else the detected currency', () => {
    expect(runScript({ currency: 'INR' })).toBe('INR');
    expect(runScript({ currency: 'INR', currencyChoice: 'USD' })).toBe('USD');
    expect(runScript({ currencyChoice: 'INR' })).toBe('INR');
  });

  it('reads the currency cookie (the detection of the server) after the choice and before an older detection', () => {
    expect(runScript({}, 'currency=INR')).toBe('INR');
    expect(runScript({}, 'a=1; currency=INR; b=2')).toBe('INR');
    expect(runScript({ currency: 'USD' }, 'currency=INR')).toBe('INR');
    expect(runScript({ currencyChoice: 'USD' }, 'currency=INR')).toBe('USD');
    expect(runScript('throws', 'currency=INR')).toBe('INR');
    expect(runScript({}, 'currency=EUR')).toBeUndefined();
    expect(runScript({}, 'mycurrency=INR')).toBeUndefined();
  });

  it('leaves it alone when nothing valid is stored or storage throws', () => {
    expect(runScript({})).toBeUndefined();
    expect(runScript({ currency: '<script>' })).toBeUndefined();
    expect(runScript('throws')).toBeUndefined();
  });
});

describe('the currency cookie', () => {
  it('is read from a Cookie header, only with a known currency', () => {
    expect(readCurrencyCookie('currency=INR')).toBe('INR');
    expect(readCurrencyCookie('x=1; currency=USD')).toBe('USD');
    expect(readCurrencyCookie('currency=GBP')).toBeNull();
    expect(readCurrencyCookie('')).toBeNull();
    expect(readCurrencyCookie(null)).toBeNull();
  });

  it('is written for a year on the whole site, readable by the first-paint script (not HttpOnly)', () => {
    expect(currencyCookie('INR', false)).toBe('currency=INR; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(currencyCookie('USD', true)).toMatch(/; Secure$/);
    expect(currencyCookie('USD', true)).not.toMatch(/HttpOnly/i);
  });

  it('ranks after the choice and before an older detection; a choice and a detection write it', async () => {
    const jar = { cookie: 'currency=INR' };
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_STORAGE_KEY]: 'USD' }), jar)).toBe('INR');
    expect(readStoredCurrency(memoryStorage({ [CURRENCY_CHOICE_STORAGE_KEY]: 'USD' }), jar)).toBe('USD');

    const chosen = { cookie: '' };
    storeCurrencyChoice(memoryStorage(), 'USD', chosen);
    expect(chosen.cookie).toMatch(/^currency=USD;/);

    const detected = { cookie: '' };
    await expect(
      resolveCurrency(memoryStorage(), { fetchImpl: answering({ country_code: 'IN' }) }, detected),
    ).resolves.toBe('INR');
    expect(detected.cookie).toMatch(/^currency=INR;/);

    // A cookie already there: no request at all.
    const fetchImpl = answering({ country_code: 'US' });
    await expect(resolveCurrency(memoryStorage(), { fetchImpl }, { cookie: 'currency=INR' })).resolves.toBe('INR');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
