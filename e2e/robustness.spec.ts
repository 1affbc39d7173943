import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectCspViolations} from './helpers';

// Privacy on every route (no foreign request, console error, exception, CSP violation or cookie) is checked in
// pages.spec.ts, on its one visit per route.

test('the shipped _headers protect every page', async ({request}) => {
  const response = await request.get('/docs/Bevezető');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(headers['content-security-policy']).toContain("connect-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('the policy lists exactly the inline scripts that Chromium finds executable on the pages', async ({
  page,
  request,
}) => {
  // Every built page parsed by Chromium's own parser (DOMParser: no script runs, no redirect happens) and hashed
  // with WebCrypto: a derivation independent of scripts/headers.mjs, compared with the policy as served.
  const pages = readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(25);
  const policy = (await request.get('/')).headers()['content-security-policy'];
  await page.goto('/');
  const executed = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join('build', file), 'utf8');
    const hashes = await page.evaluate(async (html) => {
      const scripts = Array.from(
        new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])'),
      );
      // The types the HTML standard runs: none, a JavaScript MIME type, or module. Others (JSON-LD) are data.
      const runs = ({type}: HTMLScriptElement) =>
        type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);
      const digest = async (text: string) => {
        const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
        return btoa(String.fromCharCode(...bytes));
      };
      return Promise.all(
        scripts.filter((script) => runs(script as HTMLScriptElement)).map((script) => digest(script.textContent ?? '')),
      );
    }, html);
    for (const hash of hashes) executed.add(`sha256-${hash}`);
  }
  const allowed = new Set([...policy.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash));
  expect(executed.size).toBeGreaterThan(0);
  expect([...allowed].sort()).toEqual([...executed].sort());
});

test('the /docs redirect page runs its inline script under the policy', async ({page}) => {
  // plugin-client-redirects writes this page while the plugins' postBuild run together; its script must be hashed.
  const violations = collectCspViolations(page);
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/Bevezet%C5%91$/);
  expect(violations).toEqual([]);
});

test('an inline script the policy does not list is refused', async ({page}) => {
  const violations = collectCspViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('guides are readable and their links work', async ({page}) => {
    await page.goto('/docs/Bevezető');
    await expect(page.locator('h1')).toHaveText('Bevezető');
    await expect(page.locator('article .markdown p').first()).toBeVisible();
    await page.locator('nav[aria-label="Útmutatók oldalsáv"]').getByRole('link', {name: 'Ütemterv'}).click();
    await expect(page.locator('h1')).toHaveText('Ütemterv');
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page.locator('h1')).toHaveText('Blog');
  });
});

test('a printed guide shows the content without navigation, and spells out link targets', async ({page}) => {
  await page.goto('/docs/kozossegi media/cyberbullying');
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.footer',
    '.pagination-nav',
  ]) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();
  const external = page.locator('article .markdown a[href^="https://"]').first();
  const href = await external.getAttribute('href');
  const printed = await external.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printed).toContain(href!);
});

test('the printed family rules and help block spell out the Internet Hotline form’s address', async ({page}) => {
  await page.goto('/markdown-page');
  await page.emulateMedia({media: 'print'});
  for (const hotline of await page.locator('article a[href*="nmhh.hu"], #segitseg a[href*="nmhh.hu"]').all()) {
    const href = await hotline.getAttribute('href');
    const printed = await hotline.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(printed).toContain(href!);
  }
  await expect(page.locator('article a[href*="nmhh.hu"]').first()).toBeAttached();
});
