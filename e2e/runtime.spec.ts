import {expect, test, type Page} from '@playwright/test';
import {holdScripts, waitForHydration} from './helpers';

const start = '/docs/Bevezető';
const sidebarLink = (page: Page, name: string) =>
  page.locator('nav[aria-label="Útmutatók oldalsáv"]').getByRole('link', {name, exact: true});

test('crash fallback: heading, message with its cause chain, "Page Error" title, and a working "Try again"', async ({
  page,
}) => {
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
  /** Records, in the page, when #nprogress first appears; `clickSidebarLink` records the click. */
  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const state = window as unknown as {progressBarAt?: number};
      const observer = new MutationObserver(() => {
        if (document.getElementById('nprogress')) {
          state.progressBarAt ??= performance.now();
        }
      });
      observer.observe(document.documentElement, {childList: true, subtree: true});
    });
  }
  const clickSidebarLink = (page: Page, href: string) =>
    page.evaluate((href) => {
      Object.assign(window, {clickedAt: performance.now()});
      document.querySelector<HTMLAnchorElement>(`nav[aria-label="Útmutatók oldalsáv"] a[href$="${href}"]`)!.click();
    }, href);
  const progressBarDelay = (page: Page) =>
    page.evaluate(() => {
      const {progressBarAt, clickedAt} = window as unknown as {progressBarAt?: number; clickedAt: number};
      return progressBarAt === undefined ? null : progressBarAt - clickedAt;
    });

  test('appears 200 ms into a slow route change, not before, and goes away when the page is shown', async ({page}) => {
    await page.goto(start);
    await waitForHydration(page);
    // The next page's code is held until the test lets it through: the route change lasts as long as needed.
    const release = await holdScripts(page);
    await watchProgressBar(page);
    await clickSidebarLink(page, 'utemterv');
    await expect(page.locator('#nprogress')).toBeAttached();
    // Timers never fire early, so on a slow machine this only grows: no upper bound to miss.
    expect(await progressBarDelay(page)).toBeGreaterThanOrEqual(195);
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not appear when the next page is already loaded', async ({page}) => {
    await page.goto(start);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs/utemterv');
    });
    await watchProgressBar(page);
    await clickSidebarLink(page, 'utemterv');
    // Once the page is shown, the bar's timer is cancelled: if it has not appeared by then, it never will.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Ütemterv');
    expect(await progressBarDelay(page)).toBeNull();
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
      // Links call window.docusaurus.prefetch as they come into view; record whether it declined. (The object is
      // frozen, so it is replaced by a copy with a recording prefetch.)
      await page.evaluate(() => {
        const answers: boolean[] = [];
        const {prefetch} = window.docusaurus;
        const recording = (routePath: string) => {
          const answer = prefetch(routePath);
          answers.push(answer === false);
          return answer;
        };
        window.docusaurus = {...window.docusaurus, prefetch: recording};
        Object.assign(window, {prefetchAnswers: answers});
      });
      await page.mouse.wheel(0, 2000);
      const answers = () => page.evaluate(() => (window as unknown as {prefetchAnswers: boolean[]}).prefetchAnswers);
      await expect.poll(async () => (await answers()).length).toBeGreaterThan(0);
      expect(new Set(await answers())).toEqual(new Set([true]));
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
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
