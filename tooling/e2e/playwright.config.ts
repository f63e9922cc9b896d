import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import { markets, mockPort, mockUrl } from './support/markets';
import { administrator } from './support/backOffice';
import { databaseUrlFor } from './support/postgres.mjs';

// The apps run as they do in production (next start on the built output), wired to local stubs
// of SendGrid and reCAPTCHA so the tests never reach the internet.
const appEnv = {
  NODE_ENV: 'production',
  SENDGRID_API_KEY: 'SG.test-key',
  SENDGRID_BASE_URL: mockUrl,
  RECAPTCHA_SECRET_KEY: 'test-secret',
  RECAPTCHA_VERIFY_URL: `${mockUrl}/recaptcha/api/siteverify`,
  MAIL_FROM: 'web@medivia-test.example',
  // The contact form's bot check: the browser gets this key at run time (GET /api/verify-recaptcha)
  // when the build had none, tokens are accepted from the test host, and the serial contact tests
  // send more messages from 127.0.0.1 than the production rate limit allows.
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'test-site-key',
  RECAPTCHA_HOSTNAMES: '127.0.0.1',
  CONTACT_RATE_LIMIT: '1000',
  // Analytics on, with a test property: the consent spec intercepts and counts requests for its tag.
  GA_MEASUREMENT_ID: 'G-E2ETEST',
  // The back office's first administrator (support/backOffice.ts), created on first start.
  ADMIN_EMAIL: administrator.email,
  ADMIN_PASSWORD: administrator.password,
  // Its second factor, provisioned as an operator would: support/globalSetup.ts signs it in with
  // a code once per run, and the specs reuse that session.
  ADMIN_TOTP_SECRET: administrator.totpSecret,
  // One instance per market, even on PostgreSQL (which alone would mean several, whose start needs
  // the shared settings of backoffice/instances/sharedSettings.mts).
  INSTANCES: '1',
};

export default defineConfig({
  testDir: './tests',
  // Signs the administrator in once per market and stores the session for every spec of the run
  // (support/backOffice.ts signIn, signInBrowser), so no spec spends or waits for a TOTP time step.
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // The list's line per test, every test's duration as JSON, and where the time went at the end.
  reporter: [
    ['list'],
    ['json', { outputFile: 'playwright-report/durations.json' }],
    ['./support/durationsReporter.ts'],
  ],
  timeout: 60_000,
  use: {
    launchOptions: chromiumLaunchOptions,
    browserName: 'chromium',
    // The specs read the admin in English, as a staff member who picked English in their account
    // (the admin otherwise speaks the market's language: tests/admin-language.spec.ts).
    storageState: {
      cookies: [
        {
          name: 'payload-lng',
          value: 'en',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: [
    {
      command: `node support/mockServer.mjs`,
      url: `${mockUrl}/__health`,
      env: { MOCK_PORT: String(mockPort) },
      reuseExistingServer: false,
    },
    ...markets.map(({ code, baseURL }) => ({
      // The app's own start script (its keep-alive longer than any pooled connection's idle time: a
      // request on a reused connection never meets the server closing it), on the test port.
      command: `pnpm --filter @medivia/${code} start`,
      url: `${baseURL}/`,
      env: {
        ...appEnv,
        PORT: new URL(baseURL).port,
        HOST: '127.0.0.1',
        DATA_DIR: `${process.cwd()}/.data/${code}`,
        // The site's public origin, as production sets it: the only origin whose pages may send changes.
        SERVER_URL: baseURL,
        // The back office on PostgreSQL when E2E_DATABASE_URL_TEMPLATE is set (support/postgres.mjs).
        ...(databaseUrlFor(code) ? { DATABASE_URL: databaseUrlFor(code) } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
