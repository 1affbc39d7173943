import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './hydration';

const start = '/docs/Bevezető';
const sidebarLink = (page: Page, name: string) =>
  page.locator('nav[aria-label="Útmutatók oldalsáv"]').getByRole('link', {name, exact: true});


test('crash fallback: heading, message with its cause chain, "Page Error" title, and a working "Try again"', async ({page}) => {
  await page.goto(start);
  await waitForHydration(page);
  // Links create an IntersectionObserver while rendering; make the next one throw once.
  await page.evaluate(() => {
    const Original = window.IntersectionObserver;
    let armed = true;
    window.IntersectionObserver = class extends Original {
      constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
        if (armed) {
          armed = false;
          throw new Error('Megfigyelő nem indult el', {cause: new Error('Mesterséges hiba a tesztben')});
        }
        super(...args);
      }
    };
  });
  await sidebarLink(page, 'Ütemterv').click();

  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^This page crashed/);
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText(/Megfigyelő nem indult el\s+Cause:\s+Mesterséges hiba a tesztben/)).toBeVisible();

  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
});

test('a route chunk that fails to load triggers a full page reload', async ({page}) => {
  await page.goto(start);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {beforeReload: true}));

  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  // Routing also turns off the HTTP cache, so the chunk really is requested.
  await page.route('**/*.js', (route) => (failing ? route.abort() : route.continue()));

  const reloaded = page.waitForEvent('load');
  await sidebarLink(page, 'Ütemterv').click();
  await reloaded;

  await expect(page).toHaveURL(/\/docs\/utemterv$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test.describe('progress bar', () => {
  /** Clicks a sidebar link and reports after how many ms #nprogress appeared (null: it never did). */
  async function clickAndTimeProgressBar(page: Page, href: string, waitMs: number) {
    return page.evaluate(
      ({href, waitMs}) =>
        new Promise<number | null>((resolve) => {
          const clickedAt = performance.now();
          const observer = new MutationObserver(() => {
            if (document.getElementById('nprogress')) {
              observer.disconnect();
              resolve(performance.now() - clickedAt);
            }
          });
          observer.observe(document.documentElement, {childList: true, subtree: true});
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, waitMs);
          document.querySelector<HTMLAnchorElement>(`nav[aria-label="Útmutatók oldalsáv"] a[href$="${href}"]`)!.click();
        }),
      {href, waitMs},
    );
  }

  test('appears about 200 ms after a slow route change, and goes away when the page is shown', async ({page}) => {
    await page.goto(start);
    await waitForHydration(page);
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const appearedAfter = await clickAndTimeProgressBar(page, 'utemterv', 1400);
    expect(appearedAfter).not.toBeNull();
    expect(appearedAfter!).toBeGreaterThanOrEqual(190);
    expect(appearedAfter!).toBeLessThan(1000);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not appear when the next page is already loaded', async ({page}) => {
    await page.goto(start);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs/utemterv');
    });
    expect(await clickAndTimeProgressBar(page, 'utemterv', 600)).toBeNull();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
  });
});

test.describe('prefetch', () => {
  test('links in view are prefetched on a normal connection', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`nothing is prefetched on ${connection.effectiveType}${connection.saveData ? ' with data saver' : ''}`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await page.goto('/');
      await waitForHydration(page);
      expect(await page.evaluate(() => window.docusaurus.prefetch('/blog') === false)).toBe(true);
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(1000); // The time the normal-connection test needs to see prefetches.
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    });
  }
});

test('base-URL issue banner appears when the site cannot load its scripts and styles', async ({page}) => {
  await page.route(/\.(js|css)$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
  // The server-rendered content is still there to read.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Digitális tudatosság');
});
