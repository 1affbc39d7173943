// The browsers the tests and the benchmark drive: Debian's where Playwright cannot download its own (CHROMIUM_PATH
// overrides), Playwright's bundled ones elsewhere; and the flags that keep them from calling home.
import {existsSync} from 'node:fs';

const installed = (file) => (existsSync(file) ? file : undefined);

/** The whole browser, for the benchmark, Lighthouse and the icon script: what a reader runs. */
export const executablePath = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');

/**
 * The browser the e2e tests drive. Headless, Playwright runs Chromium's headless shell (the same Blink and V8 without
 * the desktop browser around them), which Debian packages as chromium-headless-shell: on this 2-core machine the suite
 * takes half the time it takes in the whole browser. Without the shell, the whole browser. The service-worker specs
 * keep the whole browser (playwright.config.ts).
 */
export const testExecutablePath =
  process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? executablePath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
