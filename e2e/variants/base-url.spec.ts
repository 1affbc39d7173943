import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {variants} from '../../scripts/variants.mjs';
import {assetUrlsIn} from '../html';
import {searchBox, suggestions, waitForHydration} from '../helpers';

// The site built with BASE_URL=/x/ (scripts/build-variants.mjs), served under /x/ as a host serves it.
const {baseUrl, dir} = variants.find((variant) => variant.name === 'base-url')!;
const pages = [baseUrl, `${baseUrl}docs/utmutatok/jookostelefon`];

for (const pagePath of pages) {
  test(`${pagePath}: every file the page loads is under ${baseUrl} and answers 200`, async ({request}) => {
    const response = await request.get(pagePath);
    expect(response.status()).toBe(200);
    const assets = assetUrlsIn(await response.text()).filter((url) => !/^[a-z]+:/.test(url));
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'a path under the base URL').toMatch(new RegExp(`^${baseUrl}`));
      expect((await request.get(asset)).status(), asset).toBe(200);
    }
  });

  test(`${pagePath}: in the browser, every request succeeds and stays under ${baseUrl}`, async ({page, baseURL}) => {
    const problems: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== baseURL) return;
      if (!url.pathname.startsWith(baseUrl) || response.status() !== 200)
        problems.push(`${response.status()} ${url.pathname}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
    await page.goto(pagePath);
    await waitForHydration(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('_headers: every rule starts with the base path, so the immutable cache and the policy apply', async ({
  request,
}) => {
  const html = await (await request.get(baseUrl)).text();
  const script = assetUrlsIn(html).find((url) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))!;
  expect(script).toBeDefined();
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const guide = (await request.get(pages[1])).headers();
  expect(guide['content-security-policy']).toContain("default-src 'self'");

  const rules = readFileSync(path.join(dir, '_headers'), 'utf8')
    .split('\n')
    .filter((line) => line && !/^\s|^#/.test(line));
  expect(rules).toEqual([`${baseUrl}*`, `${baseUrl}assets/*`, `${baseUrl}sw.js`]);
  expect((await request.get(`${baseUrl}sw.js`)).headers()['cache-control']).toBe('no-cache');
});

test('the local search finds a guide under the base path', async ({page}) => {
  await page.goto(baseUrl);
  await waitForHydration(page);
  await searchBox(page).fill('ketfaktoros');
  const first = page.locator('[role="listbox"] [role="option"]').first();
  await expect(first).toContainText('Kétfaktoros hitelesítés');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${baseUrl}docs/hasznalat/ketfaktoros-hitelesites`));
});

// What the test server itself does (404 outside the base path, _headers not published, no-cache by default) is
// tested in scripts/serve.test.mjs: it is the harness, not the site.

test('the web app manifest works under the base path: relative addresses, icons that answer', async ({
  page,
  request,
}) => {
  await page.goto(baseUrl);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe(`${baseUrl}manifest.json`);
  const manifest = await (await request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({lang: 'hu', start_url: './', scope: './', display: 'standalone'});
  const absolute = (src: string) => new URL(src, `http://localhost${manifestUrl}`).pathname;
  const icons: {src: string; sizes: string; purpose: string}[] = manifest.icons;
  expect(icons.map(({sizes, purpose}) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const icon of [...icons.map(({src}) => absolute(src)), touchIcon!]) {
    expect(icon).toMatch(new RegExp(`^${baseUrl}`));
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('offline reading under the base path: pages, search and the not-found page with the network off', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${baseUrl}docs/utmutatok/jookostelefon`);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Letöltés offline olvasáshoz'}).click();
  await expect(page.getByRole('status').filter({hasText: /offline is olvasható/})).toBeVisible({timeout: 30_000});
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope)),
  ).toEqual([new URL(baseUrl, page.url()).href]);

  await context.setOffline(true);
  for (const [pagePath, h1] of [
    [baseUrl, 'Digitális tudatosság'],
    [`${baseUrl}docs/utmutatok/Képernyőfelvételek készítése`, 'Képernyőkép és képernyőfelvétel készítése'],
    [`${baseUrl}docs/category/közösségi-média`, 'Közösségi média'],
  ]) {
    const response = await page.goto(pagePath);
    expect(response?.status(), pagePath).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(h1);
    await waitForHydration(page);
  }
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toContainText('Kétfaktoros hitelesítés');
  const response = await page.goto(`${baseUrl}nincs-ilyen-oldal`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Az oldal nem található');
});
