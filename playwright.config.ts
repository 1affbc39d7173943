import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, testExecutablePath} from './scripts/chromium.mjs';
import {variants} from './scripts/variants.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// build/ on `port`; each deployment variant (scripts/build-variants.mjs) on the next ports, each checked by its own
// spec in e2e/variants/.
const servers = [
  {name: 'chromium', dir: 'build', baseUrl: '/', port, testMatch: undefined},
  ...variants.map((variant, index) => ({
    ...variant,
    port: port + index + 1,
    testMatch: `variants/${variant.name}.spec.ts`,
  })),
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The summary line ('N passed, N failed') is what CI reads to count the tests.
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {executablePath: testExecutablePath, args: chromiumArgs},
  },
  projects: servers.map(({name, port, testMatch}) => ({
    name,
    ...(testMatch ? {testMatch} : {testIgnore: 'variants/**'}),
    use: {...devices['Desktop Chrome'], baseURL: `http://localhost:${port}`},
  })),
  // Each folder served as a static host would (npm test builds them first). Ready once the port accepts connections:
  // a missing variant build then fails its own spec with 404s, and does not keep the other specs from running.
  webServer: servers.map(({dir, baseUrl, port}) => ({
    command: `node scripts/serve.mjs --port ${port} --dir ${dir} --base-url ${baseUrl}`,
    port,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
  })),
});
