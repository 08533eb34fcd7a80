import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * End-to-end journeys in real Chromium (Debian's /usr/bin/chromium; never a
 * downloaded browser) against `npm start` on its own port and database.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(no-javascript|phone)\.spec\.ts$/ },
    // Pages as a crawler or a browser with scripts off reads them: the content must be in the HTML itself.
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
      testMatch: /no-javascript\.spec\.ts$/,
    },
    // Phones (most of the brand's shoppers): a touch screen in Chromium; only the phone journeys, to keep CI time sane.
    // The spec sets each width (320 to 430 px); launchOptions above (Debian's Chromium) still apply.
    { name: 'phone', testMatch: /phone\.spec\.ts$/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npm start',
        url: `${baseURL}/api/get-all-category-list/`,
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
        // No outside IP location lookups: the country comes from the request header the tests send.
        // The test browser on loopback plays a trusted proxy, so each test's X-Forwarded-For is its own
        // client address for the per-address limits (e2e/helpers.ts useOwnClientAddress).
        env: {
          PORT: String(port),
          SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? 'data/e2e.db',
          SITE_URL: baseURL,
          IP_LOCATION_URL: '',
          TRUST_PROXY: 'loopback',
          // The products import journey serves its pictures from a server of its own on this port (e2e/admin-products-import.spec.ts).
          IMPORT_PICTURE_HOSTS: `127.0.0.1:${port + 7}`,
        },
      },
});
