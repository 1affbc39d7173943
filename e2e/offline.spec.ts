// Offline reading (src/plugins/offlineReading): nothing for readers who do not ask; after one press, the whole site
// with the network off; the copy kept on later visits, updated by a new deployment, and removable.
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {filesInWorker} from '../src/plugins/offlineReading/offlineFiles.mjs';
import {collectCspViolations, searchBox, suggestions, waitForHydration} from './helpers';
import {allRoutes, docRoutes} from './routes';

/** How many files the offline copy of build/ holds (the list the after-build step wrote into build/sw.js). */
const storedFiles = filesInWorker(readFileSync('build/sw.js', 'utf8')).length;

// Most tests store a whole copy of the site first (over a hundred files): 30 s is not enough on a busy 2-core machine.
test.describe.configure({timeout: 60_000});

const switchOnButton = (page: Page) => page.getByRole('button', {name: 'Letöltés offline olvasáshoz'});
const readyStatus = (page: Page) => page.getByRole('status').filter({hasText: /offline is olvasható/});
/** The standing state on a later page: shown, but not in the status line, so not announced on every page load. */
async function expectStandingOn(page: Page): Promise<void> {
  await expect(page.getByText(/offline is olvasható/)).toBeVisible();
  await expect(readyStatus(page)).toHaveCount(0);
}
const html = (page: Page) => page.locator('html');

/** Presses the button and waits until the copy is stored and serves the page. */
async function switchOn(page: Page, url = '/docs/utmutatok/jookostelefon'): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await switchOnButton(page).click();
  await expect(readyStatus(page)).toBeVisible({timeout: 30_000});
  await expect(readyStatus(page)).toBeFocused();
}

/** The offline-reading caches in this browser context, with how many entries each holds. */
const storedCopies = (page: Page) =>
  page.evaluate(async () =>
    Promise.all(
      (await caches.keys()).map(async (name) => ({name, entries: (await (await caches.open(name)).keys()).length})),
    ),
  );

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

/** Resolves once the page has loaded and the browser had an idle moment (when an installed app would register). */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 500));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, {once: true});
      }),
  );

/** The chunk with everything beyond the first check (theme/OfflineReading names it `offline-reading`). */
const isClientChunk = (path: string) => /\/assets\/js\/offline-reading\.[0-9a-f]{8}\.js$/.test(path);

test('a reader who does not ask gets no worker, no stored copy and no extra download; the switch is a landmark', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const url of ['/', '/docs/utmutatok/jookostelefon']) {
    await page.goto(url);
    await waitForHydration(page);
    await afterIdle(page);
  }
  expect(await registrations(page)).toEqual([]);
  expect(await storedCopies(page)).toEqual([]);
  expect(requested.filter((url) => /\/(sw\.js|manifest\.json)$|\/img\/app\//.test(url))).toEqual([]);
  expect(requested.filter(isClientChunk)).toEqual([]);
  // A landmark of its own: a screen reader's list of landmarks reaches it (its hint was text outside every landmark).
  await expect(page.getByRole('region', {name: 'Offline olvasás'}).locator(switchOnButton(page))).toBeVisible();
});

test('after one press: every route, the search, the figures and the colour mode work with the network off, and a later visit keeps the copy', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  // Hold the pages the worker downloads, so its progress can be read while it works. This relies on Playwright routing
  // the service worker's own requests through the context's routes (Chromium does).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/*.html', async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  first.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await first.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(first);
  expect(requested.filter(isClientChunk)).toEqual([]);
  await switchOnButton(first).click();
  // The press downloads it (the name the plain visit is checked against is the chunk's real name).
  await expect.poll(() => requested.filter(isClientChunk)).toHaveLength(1);
  await expect(first.getByText(/^Letöltés: \d+ \/ \d+ fájl$/)).toBeVisible();
  await expect(switchOnButton(first)).toHaveAttribute('aria-disabled', 'true');
  release();
  await context.unrouteAll({behavior: 'wait'});
  await expect(readyStatus(first)).toBeVisible({timeout: 30_000});
  await expect(readyStatus(first)).toBeFocused();
  const [copy] = await storedCopies(first);
  expect(copy.entries).toBe(storedFiles + 1); // every file, and the list of their hashes
  await first.close();

  // A later ordinary visit (no query string): the copy is still there, whole, and the page says so.
  const page = await context.newPage();
  await page.goto('/docs/Bevezető');
  await waitForHydration(page);
  await expectStandingOn(page);
  await afterIdle(page);
  expect(await storedCopies(page)).toEqual([copy]);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/nincs-a-masolatban.txt').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  const failed: string[] = [];
  // Prefetches cut short by the next goto are ERR_ABORTED; a file missing from the copy fails otherwise.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${error} ${request.url()}`);
  });
  const cspViolations = collectCspViolations(page);

  await test.step('every route, opened by its address', async () => {
    // Every page from the copy; one page of each kind also runs its scripts from it (the copy holds every file of the
    // build, checked above, so the other pages' scripts are the same files). The others are read as the copy's HTML
    // arrives, and left before their scripts run.
    const hydrated = new Set([
      '/',
      '/docs/Bevezető',
      '/docs/category/útmutatók',
      '/blog',
      '/blog/welcome',
      '/markdown-page',
    ]);
    for (const route of allRoutes) {
      const runsScripts = hydrated.has(route.path);
      const response = await page.goto(route.path, {waitUntil: runsScripts ? 'load' : 'commit'});
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('h1').first(), route.path).toHaveText(route.h1);
      if (runsScripts) await waitForHydration(page);
    }
  });

  await test.step('a reload, on a path with spaces and accents, with its figures', async () => {
    const guide = docRoutes.find((route) => route.path === '/docs/utmutatok/Képernyőfelvételek készítése')!;
    await page.goto(guide.path);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(guide.h1);
    await waitForHydration(page);
    await expect(page.locator('article figure svg').first()).toBeVisible();
    const logo = page.getByRole('navigation', {name: 'Főmenü'}).getByRole('img', {name: /pajzs/});
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  await test.step('a link inside the site', async () => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Kétfaktoros hitelesítés', exact: true}).click();
    await expect(page.locator('h1')).toHaveText('Kétfaktoros hitelesítés');
  });

  await test.step('the search box', async () => {
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).fill('ketfaktoros');
    await expect(suggestions(page).first()).toContainText('Kétfaktoros hitelesítés');
  });

  await test.step('the colour mode', async () => {
    const toggle = page.getByRole('button', {name: /Váltás a világos és a sötét mód között/});
    await toggle.click(); // system (light) → light
    await toggle.click(); // → dark
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
  });

  await test.step('the family tools', async () => {
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const agreement = page.getByRole('form', {name: 'Családi megállapodás'});
    await agreement.getByRole('button', {name: 'Gyerek hozzáadása'}).click();
    await expect(agreement.getByRole('textbox').first()).toBeVisible();
    await page.goto('/docs/utmutatok/Képernyőfelvételek készítése');
    await waitForHydration(page);
    await expect(page.getByRole('form', {name: 'Esetnapló'})).toBeVisible();
    await page.goto('/docs/utmutatok/jookostelefon');
    await waitForHydration(page);
    const box = page.locator('li.task-list-item').getByRole('checkbox').first();
    await box.check();
    await expect(box).toBeChecked();
  });

  await test.step('an unknown path gets the not-found page', async () => {
    const response = await page.goto('/nincs-ilyen-oldal');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Az oldal nem található');
  });

  expect(failed).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('with the network off, each page says so and that the saved copy is shown, the search results page included, until the network is back', async ({
  context,
  page,
}) => {
  await switchOn(page);
  const notice = page.getByRole('status').filter({hasText: 'Nincs internetkapcsolat'});
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toHaveText(
    'Nincs internetkapcsolat: a mentett változatot látod. A telefonszámok így is hívhatók.',
  );
  await expect(notice).toBeInViewport();
  // A page opened with the network off, from the copy.
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(notice).toContainText('a mentett változatot látod');
  // The results page, from the copy: the guide is listed inside the page's <main>. (One test with the one above: each
  // stores a whole copy first, the suite's costliest step.)
  await page.goto('/search?q=kepernyofelvetel');
  await waitForHydration(page);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', {name: /képernyőkép/i})
      .first(),
  ).toBeVisible();
  await expect(notice).toContainText('a mentett változatot látod');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('switching it off removes the worker and the stored copy', async ({page}) => {
  await switchOn(page);
  expect(await storedCopies(page)).toHaveLength(1);
  await page.getByRole('button', {name: 'Az offline másolat törlése'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Az offline másolatot töröltük'})).toBeFocused({
    timeout: 30_000, // the worker unregistered and every stored file deleted first
  });
  expect(await registrations(page)).toEqual([]);
  expect(await storedCopies(page)).toEqual([]);
  await expect(switchOnButton(page)).toBeVisible();
  // The next page inside the site offers it again (the removed worker still controls this tab until a full load).
  await page.getByRole('contentinfo').getByRole('link', {name: 'Bevezető', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Bevezető');
  await expect(switchOnButton(page)).toBeVisible();
  await expect(readyStatus(page)).toHaveCount(0);
});

test('a file that cannot be downloaded: tried again, then the reader is told, and nothing is left behind', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // The worker's own requests go through the context's routes too (Chromium: Playwright routes service workers).
  let tries = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/manifest.json', async (route) => {
    tries += 1;
    await held;
    await route.fulfill({status: 500, body: ''});
  });
  await page.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(page);
  await switchOnButton(page).click();
  // The reader moves on while it downloads: the news must not pull the focus back.
  await expect.poll(() => tries, {timeout: 30_000}).toBe(1); // manifest.json comes late in the sorted list
  await searchBox(page).focus();
  release();
  const failed = page.getByRole('status').filter({hasText: 'nem sikerült'});
  await expect(failed).toBeVisible({timeout: 30_000});
  await expect(searchBox(page)).toBeFocused();
  expect(tries).toBe(3);
  expect(await registrations(page)).toEqual([]);
  expect((await storedCopies(page)).filter(({name}) => name.startsWith('offline-reading '))).toEqual([]);
  await expect(switchOnButton(page)).toBeVisible();
});

test('switched off and on again in the same tab, it stores a whole copy that works with the network off', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  await switchOn(page);
  await page.getByRole('button', {name: 'Az offline másolat törlése'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Az offline másolatot töröltük'})).toBeFocused({
    timeout: 30_000, // the worker unregistered and every stored file deleted first
  });
  // The removed worker still controls this tab: the press reloads the page first and switches on after the reload.
  await switchOnButton(page).click();
  await expect(readyStatus(page)).toBeVisible({timeout: 30_000});
  expect(await registrations(page)).toHaveLength(1);
  const [copy] = await storedCopies(page);
  expect(copy.entries).toBe(storedFiles + 1);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  const response = await page.goto('/docs/Bevezető');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Bevezető');
});

/** The page believes it was opened from the home screen (display-mode: standalone), as an installed app is. */
async function openedFromHomeScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({...matchMedia(query), matches: true} as MediaQueryList)
        : matchMedia(query);
  });
}

test('an installed app (opened from the home screen) gets offline reading without asking', async ({page}) => {
  await openedFromHomeScreen(page);
  await page.goto('/');
  await expect(readyStatus(page)).toBeVisible({timeout: 30_000});
  const [copy] = await storedCopies(page);
  expect(copy.entries).toBe(storedFiles + 1);

  // Switched off in the app, it stays off on the next launch.
  await page.getByRole('button', {name: 'Az offline másolat törlése'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Az offline másolatot töröltük'})).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await afterIdle(page);
  expect(await registrations(page)).toEqual([]);
  await expect(switchOnButton(page)).toBeVisible();
});

test('an installed app loaded past its worker (a hard reload) is served by it again', async ({page}) => {
  test.setTimeout(90_000);
  await openedFromHomeScreen(page);
  await page.goto('/');
  await expect(readyStatus(page)).toBeVisible({timeout: 30_000});

  // A reload that bypasses the cache bypasses the worker too: the page is not controlled, the worker is active.
  const navigation = page.waitForResponse((response) => response.request().isNavigationRequest());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', {ignoreCache: true});
  expect((await navigation).fromServiceWorker()).toBe(false);
  await waitForHydration(page);
  await expect(readyStatus(page)).toBeVisible({timeout: 30_000});
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
});

test.describe('a new deployment', () => {
  // The tests deploy again into one shared folder: one after the other.
  test.describe.configure({mode: 'serial'});
  let server: ChildProcess;
  let dir: string;
  let origin: string;

  test.beforeAll(async () => {
    // The site as deployed, in a folder of its own that the test can deploy again.
    dir = mkdtempSync(path.join(tmpdir(), 'offline-deploy-'));
    cpSync('build', dir, {recursive: true});
    server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', dir], {stdio: 'pipe'});
    const firstLine = await new Promise<string>((resolve) => server.stdout!.once('data', (data) => resolve(`${data}`)));
    origin = new URL(/http:\/\/\S+/.exec(firstLine)![0]).origin;
  });

  test.afterAll(() => {
    server?.kill();
    if (dir) rmSync(dir, {recursive: true, force: true});
  });

  test('is announced in Hungarian, does not print, and one press loads it', async ({page}) => {
    test.setTimeout(90_000);
    await switchOn(page, `${origin}/`);
    const [before] = await storedCopies(page);

    // Deploy again with one page changed, and its worker written by the after-build step, as `npm run build` does.
    const home = path.join(dir, 'index.html');
    const deployed = readFileSync(home, 'utf8');
    const redeployed = deployed.replace('<meta charset=UTF-8>', '$&<meta name="deployment" content="2">');
    expect(redeployed).not.toBe(deployed);
    writeFileSync(home, redeployed);
    execFileSync(process.execPath, ['src/plugins/offlineReading/writeServiceWorker.mjs', '--dir', dir]);

    // An ordinary visit: the browser finds the new worker, which stores the new version next to the old one.
    await page.reload();
    const notice = page.getByRole('status').filter({hasText: 'Elkészült az oldal új változata.'});
    await expect(notice).toBeVisible({timeout: 30_000});
    const loadButton = page.getByRole('button', {name: 'Az új változat betöltése'});
    await expect(page.locator('meta[name="deployment"]')).toHaveCount(0); // still the old version
    // Another tab of the old version: its scripts are not in the new copy, so it loads again when the new one takes over.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${origin}/`);
    await waitForHydration(otherTab);
    // Settled first: pressed while another tab is still loading, the new version can take over before that tab's
    // scripts listen for it, and the tab stays on the old page until the reader moves on (Chromium without Playwright:
    // 4 of 5 runs; under Playwright the pressed tab could stay too). Settled, both reload: 20 of 20 without Playwright,
    // 5 of 5 here. Known and left: see the plugin's README.
    await otherTab.waitForLoadState('networkidle');
    await expect(otherTab.locator('meta[name="deployment"]')).toHaveCount(0);

    await page.emulateMedia({media: 'print'});
    await expect(notice).toBeHidden();
    await expect(loadButton).toBeHidden();
    await page.emulateMedia({media: 'screen'});

    await loadButton.click();
    // The new worker takes over, then both tabs reload from the new copy: up to half a minute on a busy CI machine.
    await expect(page.locator('meta[name="deployment"]')).toHaveCount(1, {timeout: 45_000});
    await expect(otherTab.locator('meta[name="deployment"]')).toHaveCount(1, {timeout: 15_000});
    await waitForHydration(page);
    await expectStandingOn(page);
    await expect(notice).toHaveCount(0);
    const after = await storedCopies(page);
    expect(after).toHaveLength(1); // the old version is gone
    expect(after[0].name).not.toBe(before.name);
    expect(after[0].entries).toBe(before.entries);
  });

  test('without the plugin, the next build retires the copies readers still have', async ({page}) => {
    test.setTimeout(120_000);
    await switchOn(page, `${origin}/blog`);
    expect(await storedCopies(page)).toHaveLength(1);

    // What writeServiceWorker.mjs writes once the plugin is out of docusaurus.config.ts.
    cpSync('src/plugins/offlineReading/retiredServiceWorker.js', path.join(dir, 'sw.js'));
    await page.reload();
    // The retiring worker reloads the page itself once it has removed the copy.
    const settled =
      <T>(read: () => Promise<T>) =>
      () =>
        read().catch(() => 'navigating');
    await expect
      .poll(
        settled(() => registrations(page)),
        {timeout: 60_000},
      )
      .toEqual([]);
    // No file of the site is kept. (If the page was still loading when the new worker took over, Chrome can restart the
    // old worker, which opens its cache again, empty, until the tab closes: the copies are gone all the same.)
    await expect.poll(settled(async () => (await storedCopies(page)).filter((cache) => cache.entries > 0))).toEqual([]);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Blog');
  });
});
