import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {attributesOf} from './html';
import {waitForHydration} from './hydration';
import {allRoutes} from './routes';

test.describe('privacy: every route stays on its own origin, quietly', () => {
  for (const route of allRoutes) {
    test(`${route.path}: no foreign request, console error, uncaught exception, CSP violation or cookie`, async ({
      page,
      context,
      baseURL,
    }) => {
      const problems: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith('data:')) problems.push(`request: ${url}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto(route.path);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await waitForHydration(page);
      await page.mouse.wheel(0, 3000); // brings links into view, which prefetches their pages
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  }
});

test('the shipped _headers protect every page', async ({request}) => {
  const response = await request.get('/docs/Bevezető');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  // The file the server applied is the one a static host receives.
  expect(readFileSync('build/_headers', 'utf8')).toContain(headers['content-security-policy']);
});

test('the policy allows exactly the inline scripts the pages execute, nothing more', async () => {
  const executable = new Set<string>();
  for (const entry of readdirSync('build', {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
      const {src, type} = attributesOf(tag);
      if (src !== undefined || (type && type !== 'text/javascript' && type !== 'module')) continue;
      executable.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  }
  const policy = readFileSync('build/_headers', 'utf8').match(/Content-Security-Policy: (.*)/)![1];
  const allowed = new Set([...policy.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash));
  expect(executable.size).toBeGreaterThan(0);
  expect([...allowed].sort()).toEqual([...executable].sort());
});

test('an inline script the policy does not list is refused', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
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
  for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.footer', '.pagination-nav']) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();
  const external = page.locator('article .markdown a[href^="https://"]').first();
  const href = await external.getAttribute('href');
  const printed = await external.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printed).toContain(href!);
});
