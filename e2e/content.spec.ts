import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {collectScriptBodies, waitForHydration} from './helpers';
import {attribute, elementsIn, hasClass, isInside, type Element} from './html';
import {practicalGuides} from './routes';

// Each guide's own checks (description, date, length, links, table of contents, figures) run in pages.spec.ts's
// visit; these totals span the guides, read from the pages as served.
test('the guides link to each other, and show twelve or more figures in all', async ({request}) => {
  let crossLinks = 0;
  let figures = 0;
  for (const path of practicalGuides) {
    const elements = elementsIn(await (await request.get(path)).text());
    const inText = (element: Element) => isInside(element, (ancestor) => hasClass(ancestor, 'markdown'));
    crossLinks += elements.filter(
      (el) => el.tagName === 'a' && attribute(el, 'href')?.startsWith('/docs/') && inText(el),
    ).length;
    const own = elements.filter((el) => el.tagName === 'figure' && inText(el)).length;
    expect.soft(own, `figures of ${path}`).toBeGreaterThanOrEqual(1);
    figures += own;
  }
  expect(crossLinks, 'links from guide to guide').toBeGreaterThanOrEqual(practicalGuides.length * 2);
  expect(figures, 'figures').toBeGreaterThanOrEqual(12);
});

// Content reviews 129–132: a line to the child after the sources for adults went unread; the sources end the box.
test('a „Gyerekeknek” box ends with the sources for adults, the words to the child above them', async ({page}) => {
  let boxes = 0;
  for (const path of [...practicalGuides, '/blog/mdx-blog-post', '/blog/long-blog-post']) {
    await page.goto(path);
    const ends = await page.locator('.theme-admonition').evaluateAll((all) =>
      all
        .filter((box) => box.querySelector('[class*="admonitionHeading"]')?.textContent?.trim() === 'Gyerekeknek')
        .filter((box) => box.querySelector('[data-procedure-sources]'))
        .map((box) => {
          const content = box.querySelector('[class*="admonitionContent"]') ?? box;
          return [content.lastElementChild?.hasAttribute('data-procedure-sources') ?? false, content.textContent ?? ''];
        }),
    );
    for (const [last, text] of ends) expect.soft(last, `${path}: ${String(text).slice(0, 80)}`).toBe(true);
    boxes += ends.length;
  }
  expect(boxes, 'children’s boxes with a shared procedure').toBeGreaterThanOrEqual(8);
});

test.describe('code blocks', () => {
  const codePage = '/docs/hasznalat/dokumentacio';
  const template = (page: Page) => page.locator('.theme-code-block').filter({hasText: 'Melyik oldal:'});
  // Highlighted or not: what a reader can read.
  const templateText = (page: Page) => page.locator('article pre').filter({hasText: 'Hivatalos forrás, ha van:'});
  const sidebarLink = (page: Page, name: string) =>
    page.locator('.theme-doc-sidebar-menu').getByRole('link', {name, exact: true});
  const prism = /has no grammar/; // one of Prism's messages

  /** The scripts that hold Prism, as a page with code downloads them. */
  async function prismScripts(context: BrowserContext): Promise<Set<string>> {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (prism.test(await response.text().catch(() => ''))) urls.add(response.url());
    });
    await page.goto(codePage);
    await waitForHydration(page);
    await expect.poll(() => urls.size).toBeGreaterThan(0);
    await page.close();
    return urls;
  }

  for (const {mode, background} of [
    {mode: 'light', background: 'rgb(246, 248, 250)'}, // prismThemes.github
    {mode: 'dark', background: 'rgb(40, 42, 54)'}, // prismThemes.dracula
  ] as const) {
    test(`the report template uses the ${mode} code theme and copies with its button`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.emulateMedia({colorScheme: mode});
      await page.goto(codePage);
      await waitForHydration(page);
      await expect(template(page).locator('pre.prism-code')).toHaveCSS('background-color', background);
      await template(page).hover();
      await template(page).getByRole('button', {name: 'A szöveg másolása a vágólapra'}).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Hivatalos forrás, ha van:');
    });
  }

  test('Prism loads only for a page with code, also when reached by a link', async ({page}) => {
    const scripts = collectScriptBodies(page);
    await page.goto('/docs/hasznalat/ketfaktoros-hitelesites'); // next to it in the sidebar, no code
    await waitForHydration(page);
    // Prefetching the links in view comes after hydration and its effects, where a code block would load Prism.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    expect(scripts.filter((body) => prism.test(body))).toHaveLength(0);
    await sidebarLink(page, 'Az oldal használata').click();
    await expect(template(page).locator('pre.prism-code')).toBeVisible();
    // The script's body is read after its response arrives, which can be after the code is on screen.
    await expect.poll(() => scripts.filter((body) => prism.test(body)).length).toBeGreaterThan(0);
  });

  test('a failed Prism download leaves the code readable, and the next code block downloads it again', async ({
    page,
    context,
  }) => {
    const prismUrls = await prismScripts(context);
    let failing = true;
    const attempts: string[] = [];
    await page.route(
      (url) => prismUrls.has(url.href),
      (route) => {
        attempts.push(failing ? 'aborted' : 'served');
        return failing ? route.abort() : route.continue();
      },
    );
    await page.goto('/docs/hasznalat/ketfaktoros-hitelesites');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));

    await sidebarLink(page, 'Az oldal használata').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Az oldal használata');
    await expect.poll(() => attempts).toContain('aborted');
    await expect(templateText(page)).toContainText('Melyik oldal:');
    await expect(page.locator('pre.prism-code')).toHaveCount(0);

    failing = false;
    await sidebarLink(page, 'Kétfaktoros hitelesítés').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Kétfaktoros hitelesítés');
    await sidebarLink(page, 'Az oldal használata').click();
    await expect(template(page).locator('pre.prism-code')).toBeVisible();
    expect(attempts).toContain('served');
    // All of it without reloading the page.
    expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(true);
  });

  test('a failed Prism download while the page hydrates shows the plain code, not the crash page', async ({
    page,
    context,
  }) => {
    const prismUrls = await prismScripts(context);
    let failing = true;
    await page.route(
      (url) => prismUrls.has(url.href),
      (route) => (failing ? route.abort() : route.continue()),
    );
    await page.goto(codePage);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Az oldal használata');
    await expect(templateText(page)).toContainText('Melyik oldal:');

    failing = false;
    await sidebarLink(page, 'Kétfaktoros hitelesítés').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Kétfaktoros hitelesítés');
    await sidebarLink(page, 'Az oldal használata').click();
    await expect(template(page).locator('pre.prism-code')).toBeVisible();
  });

  test('the server writes the highlighted block in place, with no script to swap it in', async ({request}) => {
    const html = await (await request.get(codePage)).text();
    expect(html).toContain('Minta a hibajelzéshez');
    expect(html).toMatch(/class="?prism-code/);
    expect(html).not.toContain('$RC');
  });
});
