// The browser the tests and the benchmark drive: Debian's Chromium where Playwright cannot download its own
// (CHROMIUM_PATH overrides), Playwright's bundled one elsewhere; and the flags that keep it from calling home.
import {existsSync} from 'node:fs';

export const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
