import vm from 'node:vm';
import {
  CURRENCY_CHOICE_STORAGE_KEY,
  CURRENCY_FIRST_PAINT_SCRIPT,
  CURRENCY_STORAGE_KEY,
  DEFAULT_IP_LOCATION_URL,
  IP_LOCATION_TIMEOUT_MS,
  currencyForCoordinates,
  currencyForCountry,
  detectCurrency,
  fetchCountryCode,
  ipLocationUrl,
  readStoredCurrency,
  resolveCurrency,
  storeCurrencyChoice,
  type CurrencyStorage,
} from './currency-detection';

function memoryStorage(initial: Record<string, string> = {}): CurrencyStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => (key in values ? values[key] : null),
    setItem: (key, value) => {
      values[key] = String(value);
    },
  };
}

function answering(body: unknown, status = 200): jest.MockedFunction<typeof fetch> {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
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
  it('GETs the IP location service and reads country_code', async () => {
    const fetchImpl = answering({ country_code: 'IN', country_name: 'India' });
    await expect(fetchCountryCode(fetchImpl, 'https://ip.example/json/')).resolves.toBe('IN');
    expect(fetchImpl).toHaveBeenCalledWith('https://ip.example/json/', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('uses NEXT_PUBLIC_IP_LOCATION_URL, else ipapi.co', () => {
    const saved = process.env.NEXT_PUBLIC_IP_LOCATION_URL;
    delete process.env.NEXT_PUBLIC_IP_LOCATION_URL;
    expect(ipLocationUrl()).toBe(DEFAULT_IP_LOCATION_URL);
    expect(DEFAULT_IP_LOCATION_URL).toBe('https://ipapi.co/json/');
    process.env.NEXT_PUBLIC_IP_LOCATION_URL = 'https://ip.example/json/';
    expect(ipLocationUrl()).toBe('https://ip.example/json/');
    if (saved === undefined) delete process.env.NEXT_PUBLIC_IP_LOCATION_URL;
    else process.env.NEXT_PUBLIC_IP_LOCATION_URL = saved;
  });

  it('answers null for an error body, an error status, a network failure or no JSON', async () => {
    await expect(fetchCountryCode(answering({ error: true, reason: 'RateLimited' }), 'u')).resolves.toBeNull();
    await expect(fetchCountryCode(answering({ country_code: 'IN' }, 429), 'u')).resolves.toBeNull();
    await expect(fetchCountryCode(failing(), 'u')).resolves.toBeNull();
    await expect(fetchCountryCode(jest.fn(async () => new Response('<html>')), 'u')).resolves.toBeNull();
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
      const answer = fetchCountryCode(fetchImpl as unknown as typeof fetch, 'u');
      jest.advanceTimersByTime(IP_LOCATION_TIMEOUT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(answer).resolves.toBeNull();
      expect(IP_LOCATION_TIMEOUT_MS).toBe(3000);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('detectCurrency', () => {
  it('IP country IN gives INR without asking for the position', async () => {
    const geolocation = geolocationAt(40.7, -74);
    await expect(detectCurrency({ fetchImpl: answering({ country_code: 'IN' }), geolocation })).resolves.toBe('INR');
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('IP country US gives USD', async () => {
    await expect(detectCurrency({ fetchImpl: answering({ country_code: 'US' }), geolocation: geolocationAt(26.9, 75.8) })).resolves.toBe('USD');
  });

  it('when the IP service fails, coordinates inside the India box give INR and outside give USD', async () => {
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: geolocationAt(26.9, 75.8) })).resolves.toBe('INR');
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: geolocationAt(48.85, 2.35) })).resolves.toBe('USD');
    await expect(detectCurrency({ fetchImpl: answering({}), geolocation: geolocationAt(48.85, 2.35) })).resolves.toBe('USD');
  });

  it('when geolocation is refused or unsupported too, gives INR', async () => {
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: deniedGeolocation })).resolves.toBe('INR');
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: undefined })).resolves.toBe('INR');
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('not allowed in this context');
      },
    };
    await expect(detectCurrency({ fetchImpl: failing(), geolocation: throwing })).resolves.toBe('INR');
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

    expect(readStoredCurrency(memoryStorage({ [CURRENCY_CHOICE_STORAGE_KEY]: 'INR', [CURRENCY_STORAGE_KEY]: 'USD' }))).toBe('INR');
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
  function runScript(values: Record<string, string> | 'throws') {
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
      document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    };
    vm.runInNewContext(CURRENCY_FIRST_PAINT_SCRIPT, context);
    return attributes['data-currency'];
  }

  it('sets <html data-currency> from the choice, else the detected currency', () => {
    expect(runScript({ currency: 'INR' })).toBe('INR');
    expect(runScript({ currency: 'INR', currencyChoice: 'USD' })).toBe('USD');
    expect(runScript({ currencyChoice: 'INR' })).toBe('INR');
  });

  it('leaves it alone when nothing valid is stored or storage throws', () => {
    expect(runScript({})).toBeUndefined();
    expect(runScript({ currency: '<script>' })).toBeUndefined();
    expect(runScript('throws')).toBeUndefined();
  });
});
