import {expect, test} from '@playwright/test';

// Every route answering 200 with its title and h1 is checked in pages.spec.ts, on its one visit per route.

test.describe('unknown paths', () => {
  for (const path of [
    '/nincs-ilyen-oldal',
    '/docs/nincs-ilyen',
    '/blog/2099/nincs',
    '/%E0%A4%A',
    `/${'hosszu-'.repeat(200)}`,
  ]) {
    test(`${path.slice(0, 40)} gets the not-found page with status 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Az oldal nem található');
      await expect(page).toHaveTitle(/^Az oldal nem található \| /);
      // Someone in trouble can arrive by a broken link: the crisis steps and the help lines are in the page itself.
      const waysOn = page.getByRole('navigation', {name: 'Merre tovább?'});
      await expect(waysOn.getByRole('listitem').first()).toHaveText('Baj van? Mi történt?');
      await expect(waysOn.locator('a[href="tel:112"]')).toBeVisible();
      await expect(waysOn.locator('a[href="tel:116111"]')).toBeVisible();
      // Right under the text (usability round 13: 100 px of blank between them).
      const gap = await waysOn.evaluate(
        (nav) =>
          nav.getBoundingClientRect().top -
          document.querySelector('main p:last-of-type')!.getBoundingClientRect().bottom,
      );
      expect(gap, 'px between the not-found text and the help lines').toBeLessThanOrEqual(48);
    });
  }
});

test('/docs is not a dead end: it lands on the main doc', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/Bevezet%C5%91$/);
  await expect(page.locator('h1')).toHaveText('Bevezető');
});

test('the blog publishes RSS and Atom feeds', async ({request}) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const body = await response.text();
    for (const slug of ['welcome', 'mdx-blog-post', 'long-blog-post']) expect(body).toContain(`/blog/${slug}`);
  }
});
