import {expect, test} from '@playwright/test';
import {idsIn} from './html';
import {docRoutes} from './routes';

/** The seven topic guides; the other docs are shorter orientation pages. */
const guides = new Set([
  '/docs/hasznalat/ketfaktoros-hitelesites',
  '/docs/hasznalat/kozponti-fiok',
  '/docs/kiberbiztonsag/A biztonság célja és elemei',
  '/docs/kozossegi media/cyberbullying',
  '/docs/utmutatok/jookostelefon',
  '/docs/utmutatok/Képernyőfelvételek készítése',
  '/docs/utmutatok/Kommunikáció gyerekkel',
]);

for (const route of docRoutes) {
  test.describe(route.path, () => {
    test('renders its h1, a description, the date it was checked, and enough substance', async ({page}) => {
      await page.goto(route.path);
      await expect(page.locator('article h1')).toHaveText(route.h1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      expect(description!.length).toBeLessThanOrEqual(160);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      await expect(page.locator('.theme-last-updated')).toContainText('2026');

      const words = (await page.locator('article .markdown').innerText()).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(guides.has(route.path) ? 800 : 300);
    });

    test('every link to another page of the site resolves, anchors included', async ({page, request}) => {
      await page.goto(route.path);
      const hrefs = await page
        .locator('article .markdown a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
      for (const href of hrefs) {
        const [target, anchor] = href.split('#');
        const response = await request.get(target);
        expect(response.status(), href).toBe(200);
        if (anchor) expect(idsIn(await response.text()).has(decodeURIComponent(anchor)), href).toBe(true);
      }
    });
  });
}

test('the guides link to each other', async ({page}) => {
  let crossLinks = 0;
  for (const path of guides) {
    await page.goto(path);
    crossLinks += await page.locator('article .markdown a[href^="/docs/"]').count();
  }
  expect(crossLinks).toBeGreaterThanOrEqual(guides.size * 2);
});
