import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium where Playwright cannot download its own browser; Playwright's bundled one elsewhere.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The summary line ('N passed, N failed') is what CI reads to count the tests.
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    // Serves the existing build/ (npm test builds first), as a static host would.
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
