#!/usr/bin/env node
// Draws the app icons in this folder from the site's logo (static/img/logo.svg), with the Chromium the tests use.
// Run again when the logo changes: node src/plugins/offlineReading/icons/makeIcons.mjs
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, executablePath} from '../../../../scripts/chromium.mjs';

const here = import.meta.dirname;
const logo = readFileSync(path.resolve(here, '../../../../static/img/logo.svg')).toString('base64');

// Opaque (iOS fills a transparent touch icon with black). A maskable icon is cropped to a circle as small as 80 %
// of its side, so its logo stays inside the middle 60 %.
const icons = [
  {file: 'icon-192.png', size: 192, logoShare: 0.84},
  {file: 'icon-512.png', size: 512, logoShare: 0.84},
  {file: 'icon-maskable-512.png', size: 512, logoShare: 0.6},
  {file: 'apple-touch-icon.png', size: 180, logoShare: 0.8},
];

const browser = await chromium.launch({executablePath, args: chromiumArgs});
try {
  const page = await browser.newPage();
  for (const {file, size, logoShare} of icons) {
    await page.setViewportSize({width: size, height: size});
    const logoSize = Math.round(size * logoShare);
    await page.setContent(
      `<body style="margin:0"><div style="width:${size}px;height:${size}px;background:#fff;display:grid;place-items:center">` +
        `<img src="data:image/svg+xml;base64,${logo}" width="${logoSize}" height="${logoSize}" alt=""></div></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({path: path.join(here, file), clip: {x: 0, y: 0, width: size, height: size}});
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
