import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Váltás a világos és a sötét mód között/});
const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('colour mode', () => {
  test('defaults to light, following a light system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('the toggle cycles system → light → dark → system and stores the choice under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'system');
    expect(await storedTheme(page)).toBeNull();
  });

  test('the choice survives a reload', async ({page}) => {
    await page.goto('/');
    await toggle(page).click(); // light
    await toggle(page).click(); // dark
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('a change in one tab reaches the other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/Bevezető');
    await expect(html(second)).toHaveAttribute('data-theme', 'light');
    await toggle(first).click(); // light
    await toggle(first).click(); // dark
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  });

  for (const corrupt of ['purple', '{"mode":', '']) {
    test(`a corrupt stored value (${JSON.stringify(corrupt)}) leaves the page and the toggle working`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), corrupt);
      await page.goto('/docs/Bevezető');
      await expect(page.locator('h1')).toHaveText('Bevezető');
      await expect(html(page)).toHaveAttribute('data-theme', /^(light|dark)$/);
      await toggle(page).click();
      await toggle(page).click();
      await expect(html(page)).toHaveAttribute('data-theme', /^(light|dark)$/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('mobile menu at the 996 px breakpoint', () => {
  test('996 px is mobile: the menu slides out and closes when the window becomes desktop-sized', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/Bevezető');
    const navbar = page.locator('nav.navbar');
    const menuButton = page.getByRole('button', {name: 'Menü kinyitása és becsukása'});
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Blog'})).toBeVisible();

    await page.setViewportSize({width: 997, height: 800});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton).toBeHidden();
    await expect(page.locator('nav[aria-label="Útmutatók oldalsáv"]')).toBeVisible();
  });
});

test.describe('platform tabs', () => {
  const guide = '/docs/utmutatok/jookostelefon';
  /** The selected tab of each platform group (the guide has several), as one set when they agree. */
  const shownPlatforms = async (page: Page) => {
    const selected = page
      .locator('article [role="tablist"]')
      .filter({hasText: 'iPhone és iPad'})
      .getByRole('tab', {selected: true});
    expect(await selected.count()).toBeGreaterThan(1);
    return [...new Set(await selected.allInnerTexts())];
  };

  test('the remembered platform is shown from the first frame after hydration, in every group', async ({page}) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.tab.platform', 'ios');
      // Every painted frame once React has taken over: which platform tab does the first group show?
      const frames: string[] = [];
      Object.assign(window, {tabFrames: frames});
      const record = () => {
        if (document.documentElement.dataset.hasHydrated === 'true') {
          const selected = document.querySelector('article [role="tab"][aria-selected="true"]');
          frames.push(selected?.textContent ?? '');
        }
        if (frames.length < 10) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto(guide);
    await waitForHydration(page);
    await expect.poll(() => shownPlatforms(page)).toEqual(['iPhone és iPad']);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {tabFrames: string[]}).tabFrames.length))
      .toBe(10);
    const frames = await page.evaluate(() => (window as unknown as {tabFrames: string[]}).tabFrames);
    expect(new Set(frames)).toEqual(new Set(['iPhone és iPad']));
  });

  test('choosing a platform switches every group of the page and is remembered', async ({page}) => {
    await page.goto(guide);
    await waitForHydration(page);
    await expect.poll(() => shownPlatforms(page)).toEqual(['Android']);
    await page.locator('article [role="tab"]', {hasText: 'iPhone és iPad'}).first().click();
    await expect.poll(() => shownPlatforms(page)).toEqual(['iPhone és iPad']);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => shownPlatforms(page)).toEqual(['iPhone és iPad']);
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.tab.platform'))).toBe('ios');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('dismissal is remembered across reloads', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(bar(page)).toContainText('Frissítettük az útmutatókat');
    await bar(page).getByRole('button', {name: 'Bezárás'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'egy-korabbi-kozlemeny');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
  });

  test('corrupt stored values leave the bar usable', async ({page}) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', '{"');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'talán');
    });
    await page.goto('/');
    await bar(page).getByRole('button', {name: 'Bezárás'}).click();
    await expect(bar(page)).toHaveCount(0);
  });
});

test.describe('blog', () => {
  test('posts show their reading time', async ({page}) => {
    for (const slug of ['welcome', 'mdx-blog-post', 'long-blog-post']) {
      await page.goto(`/blog/${slug}`);
      await expect(page.locator('article header')).toContainText(/\d+ perc olvasás/);
    }
  });

  test('the sidebar groups posts by year, newest first', async ({page}) => {
    await page.goto('/blog/welcome');
    const sidebar = page.locator('nav[aria-label="A blog legutóbbi bejegyzései"]');
    const groups = sidebar.locator('[role="group"]');
    await expect(groups.locator('h3')).toHaveText(['2026', '2025']);
    await expect(groups.nth(0).locator('a')).toHaveText(['Mit lát a gyerekem a hírfolyamban?']);
    await expect(groups.nth(1).locator('a')).toHaveCount(2);
  });
});
