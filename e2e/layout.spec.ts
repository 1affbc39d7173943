import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

const guide = '/docs/utmutatok/jookostelefon';

test('navbar: guides sidebar entry, blog, search box and the main site in a new tab', async ({page}) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: 'Útmutatók'})).toHaveAttribute('href', '/docs/Bevezető');
  await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
  const mainSite = navbar.getByRole('link', {name: /Főoldal/});
  await expect(mainSite).toHaveAttribute('target', '_blank');
  await expect(mainSite).toHaveAttribute('rel', /noopener/);
  await expect(navbar.getByLabel('Keresés', {exact: true})).toHaveCount(1);
});

test('skip link is the first tab stop and moves focus into the main content', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Ugrás a tartalomra'});
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> only for a moment, which moves the keyboard's starting point there:
  // the next Tab must land inside the main content, not in the navbar or the sidebar.
  await page.keyboard.press('Tab');
  const focusIsInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(focusIsInMain).toBe(true);
});

test('every content heading carries a "Direct link to …" anchor', async ({page}) => {
  await page.goto(guide);
  const headings = page.locator('article .markdown').locator('h2, h3');
  const count = await headings.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const heading = headings.nth(i);
    const id = await heading.getAttribute('id');
    const text = (await heading.evaluate((el) => el.firstChild?.textContent ?? '')).trim();
    const anchor = heading.locator('a.hash-link');
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await expect(anchor).toHaveAttribute('aria-label', `Direct link to ${text}`);
  }
});

test('every heading anchor on the page, outside the article too, names its heading’s words, never its id', async ({
  page,
}) => {
  // Usability round 17: the offline section's anchor said „Direct link to offline-olvasas-cim”.
  for (const address of ['/', guide]) {
    await page.goto(address);
    const anchors = await page.locator('h2 > a.hash-link, h3 > a.hash-link').evaluateAll((links) =>
      links.map((link) => ({
        label: link.getAttribute('aria-label') ?? '',
        text: (link.parentElement?.firstChild?.textContent ?? '').trim(),
      })),
    );
    expect(anchors.length, address).toBeGreaterThan(1);
    for (const {label, text} of anchors) expect(label, address).toBe(`Direct link to ${text}`);
  }
});

test('table of contents lists exactly the h2 and h3 headings, nested', async ({page}) => {
  await page.goto(guide);
  // The headings a reader sees: the app guide's panels (src/components/AppGuide) show one app's headings at a time, and
  // a link to one opens it, so they are not table-of-contents entries.
  const headingIds = await page
    .locator('article .markdown')
    .locator('h2, h3')
    .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => `#${el.id}`));
  const tocLinks = page.locator('.table-of-contents a');
  const tocHrefs = (await tocLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).map((href) =>
    decodeURIComponent(href ?? ''),
  );
  expect(tocHrefs).toEqual(headingIds);
  await expect(page.locator('.table-of-contents ul a').first()).toBeVisible();
});

test('docs sidebar: the generated structure, the active page, and collapsible categories', async ({page}) => {
  await page.goto(guide);
  const sidebar = page.locator('nav[aria-label="Útmutatók oldalsáv"]');
  const topLevel = sidebar.locator(':scope > ul > li > a, :scope > ul > li > div > a');
  // Above the generated guides, the crisis path (sidebars.ts: on a phone a guide's menu opens on this sidebar).
  await expect(topLevel).toHaveText([
    'Baj van? Gyors segítség',
    'Bevezető',
    'Használat',
    'Kiberbiztonság',
    'Közösségi média',
    'Útmutatók',
    'Ütemterv',
  ]);
  const active = sidebar.locator('a[aria-current="page"]');
  await expect(active).toHaveText('Jó okostelefon a gyereknek');

  const usage = sidebar.getByRole('button', {name: /Használat/});
  await expect(usage).toHaveAttribute('aria-expanded', 'false');
  await usage.click();
  await expect(usage).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', {name: 'Kétfaktoros hitelesítés'})).toBeVisible();
  // Opening a category does not collapse the one holding the current page.
  await expect(sidebar.getByRole('button', {name: /Útmutatók/})).toHaveAttribute('aria-expanded', 'true');
  await usage.click();
  await expect(usage).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Kétfaktoros hitelesítés'})).toBeHidden();

  // The sidebar cannot be hidden.
  await expect(page.getByRole('button', {name: 'Oldalsáv becsukása', exact: true})).toHaveCount(0);
});

test('navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  // The navbar compares each scroll position with the previous one: scroll in steps, a frame apart.
  const scrollTo = (top: number) =>
    page.evaluate(async (y) => {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, top);
  for (const y of [300, 600, 900]) await scrollTo(y);
  await expect.poll(async () => (await navbar.boundingBox())?.y ?? 0).toBeLessThan(0);
  for (const y of [700, 500]) await scrollTo(y);
  await expect.poll(async () => (await navbar.boundingBox())?.y ?? -1).toBe(0);
});

test('footer: guides, community and more columns, help lines, copyright 2025', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  const columns = footer.locator('.footer__col');
  await expect(columns.locator('.footer__title')).toHaveText(['Útmutatók', 'Hasznos csatornák', 'Továbbiak']);
  await expect(columns.nth(1).locator('a')).toHaveText([/Facebook/, /csevegő/]);
  await expect(columns.nth(2).locator('a')).toHaveText([/Blog/, /Kapcsolat/, /YouTube/]);
  for (const link of await columns.nth(1).locator('a').all()) await expect(link).toHaveAttribute('target', '_blank');
  await expect(footer.locator('.footer__copyright')).toContainText('© 2025');

  const helpLines = page.locator('#segitseg');
  await expect(helpLines.getByRole('link', {name: '112'})).toHaveAttribute('href', 'tel:112');
  await expect(helpLines.getByRole('link', {name: '116 111'})).toHaveAttribute('href', 'tel:116111');
});

test('the help lines’ web address wraps after its slash, not inside a word, on a desktop and a phone', async ({
  page,
}) => {
  // Usability round 13: „nmhh.hu/interneth | otline” in the desktop footer.
  for (const width of [1280, 320]) {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    const hotline = page.locator('#segitseg').getByRole('link', {name: 'nmhh.hu/internethotline'});
    const lines = await hotline.evaluate((link) =>
      Array.from(link.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent !== '/')
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        }),
    );
    expect(lines, `${width} px: lines each word of the address takes`).toEqual([1, 1]);
  }
});
