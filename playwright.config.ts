import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, executablePath, testExecutablePath} from './scripts/chromium.mjs';
import {variants} from './scripts/variants.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// Offline reading lives in the service worker's life cycle (update checks after a navigation, a worker that
// reloads its pages), which the headless shell does not keep to as the whole browser does: there the retiring
// worker's test failed 1 run in 4, in the whole browser 0 in 4. Those tests run in the browser readers have; the rest of
// the offline specs in the shell, which costs a third of the whole browser's CPU time per page (CI is CPU-bound).
const serviceWorkerLifeCycle = /a new deployment/;

// build/ on `port`; each deployment variant (scripts/build-variants.mjs) on the next ports, each checked by its own
// spec in e2e/variants/.
const servers = [
  {name: 'chromium', dir: 'build', baseUrl: '/', port},
  ...variants.map((variant, index) => ({...variant, port: port + index + 1})),
];

const project = (name: string, serverPort: number, browser: string | undefined) => ({
  name,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${serverPort}`,
    launchOptions: {executablePath: browser, args: chromiumArgs},
  },
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The summary line ('N passed, N failed') is what CI reads to count the tests.
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  // Recording a trace costs a third of the suite's CPU time (its screencast alone a fifth), and CI keeps only the log:
  // there the traces are off; a developer's run keeps each failure's trace.
  use: {trace: process.env.CI ? 'off' : 'retain-on-failure'},
  // The workers take tests in this order: the whole browser's long offline tests first, so that the many short ones
  // fill the end of the run on both workers (started last, the 40 s test ran on one worker while the other idled).
  projects: [
    {
      ...project('chromium, whole browser', port, executablePath),
      testMatch: 'offline.spec.ts',
      grep: serviceWorkerLifeCycle,
    },
    ...variants.map(({name}, index) => ({
      ...project(name, port + index + 1, testExecutablePath),
      testMatch: `variants/${name}.spec.ts`,
    })),
    {
      ...project('chromium', port, testExecutablePath),
      testIgnore: 'variants/**',
      grepInvert: serviceWorkerLifeCycle,
    },
  ],
  // Each folder served as a static host would (npm test builds them first). Ready once the port accepts connections:
  // a missing variant build then fails its own spec with 404s, and does not keep the other specs from running.
  webServer: servers.map(({dir, baseUrl, port}) => ({
    command: `node scripts/serve.mjs --port ${port} --dir ${dir} --base-url ${baseUrl}`,
    port,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
  })),
});
