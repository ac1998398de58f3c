import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serveArgs } from '../scripts/serve-args.mjs';
import { E2E_PHONES, phoneEnv } from './phones.config';

export const APP_PORT = E2E_PHONES.appPort;
export const ADMIN_PASSWORD = 'Admin@12345';
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
const root = path.resolve(import.meta.dirname, '..');

/** How the built app runs under the tests: the shared one, and a fresh one a test starts for itself. */
export const appEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: 'smtp://127.0.0.1:3125',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD,
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
  USER_RATE_LIMIT_PER_MINUTE: '10000',
  // A long conversation is written within a test's first minute (decision 086); the limit has its API test.
  MESSAGES_PER_MINUTE: '200',
  LOG_LEVEL: 'warn',
  // The rating link goes at once rather than a day after delivery, so a test can open it (decision 058).
  RATING_INVITE_DELAY_MINUTES: '0',
  // Each change's message at once, as the tests read each mail (the window has its API tests, decision 101).
  MESSAGE_WINDOW_SECONDS: '0',
});
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'svc-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // The full run (scripts/test-all.mjs) tries a failed test once more and names it in its summary as flaky
  // (decision 078); a run of one spec does not.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/e2e-results.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    // The app's service worker would answer some requests itself; only the PWA test lets it run.
    serviceWorkers: 'block',
    // As a person who asked for less motion: dialogs open and close at once (the theme respects it), so a
    // click never meets an overlay still fading (the turnaround test's failure in CI, decision 097).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /company\.setup\.ts/ },
    {
      name: 'chromium',
      testIgnore: /(phones|pickups)\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Switches WhatsApp and SMS (and courier pickups) on for the whole company, so it runs alone, after the others.
      name: 'phones',
      testMatch: /(phones|pickups)\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `node --import tsx ${path.join(root, 'e2e/mail-catcher.ts')}`,
      url: 'http://127.0.0.1:3126/health',
      reuseExistingServer: false,
      cwd: root,
    },
    {
      command: `node --import tsx ${path.join(root, 'e2e/phone-providers.ts')}`,
      url: `http://127.0.0.1:${E2E_PHONES.windowPort}/health`,
      reuseExistingServer: false,
      cwd: root,
    },
    {
      // The built server, as `npm run serve` starts it.
      command: `node ${serveArgs().join(' ')}`,
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      reuseExistingServer: false,
      cwd: root,
      timeout: 120_000,
      env: {
        ...appEnv(APP_PORT, dataDir),
        METRICS_TOKEN,
        ...phoneEnv,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
