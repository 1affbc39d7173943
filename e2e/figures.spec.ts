import {gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {practicalGuides} from './routes';

/** Each practical guide shows at least one figure, twelve or more in all. */
const guides = practicalGuides;

async function openIn(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The fill each text of each figure is painted with, as the browser computes it. */
const textColours = (page: Page) =>
  page
    .locator('article figure svg')
    .evaluateAll((svgs) =>
      svgs.map((svg) => Array.from(svg.querySelectorAll('text')).map((text) => getComputedStyle(text).fill)),
    );

test('twelve or more figures across the practical guides', async ({page}) => {
  let total = 0;
  for (const path of guides) {
    await page.goto(path);
    const count = await page.locator('article figure').count();
    expect(count, path).toBeGreaterThanOrEqual(1);
    total += count;
  }
  expect(total).toBeGreaterThanOrEqual(12);
});

for (const path of guides) {
  test(`figures of ${path}: named, captioned, sized, theme-coloured, light enough`, async ({page}) => {
    await openIn(page, path, 'light');
    const figures = page.locator('article figure');
    const count = await figures.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const figure = figures.nth(i);
      const svg = figure.locator('svg');
      // Named: a text alternative that carries the figure's information, not a word or two.
      await expect(svg).toHaveAttribute('role', 'img');
      expect((await svg.getAttribute('aria-label'))?.length ?? 0).toBeGreaterThanOrEqual(40);
      await expect(figure.locator('figcaption')).toHaveText(/\S{3,}/);
      // Sized: the space is reserved before styles load, so nothing shifts.
      expect(Number(await svg.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await svg.getAttribute('height'))).toBeGreaterThan(0);
      // Real text, coloured only through the theme's variables.
      expect(await svg.locator('text').count()).toBeGreaterThan(0);
      const markup = await svg.evaluate((el) => el.outerHTML);
      expect(markup).not.toMatch(/\s(fill|stroke|stop-color|color)="(?!var\(--fig-|none")[^"]*"/i);
      expect(markup).not.toMatch(/<image|href="http/);
      expect(gzipSync(markup).length).toBeLessThan(20 * 1024);
    }
    const light = await textColours(page);

    await openIn(page, path, 'dark');
    const dark = await textColours(page);
    for (let i = 0; i < count; i += 1) {
      // Text follows the colour mode (a fixed colour would vanish on one of the two backgrounds).
      expect(dark[i][0], `figure ${i + 1}`).not.toBe(light[i][0]);
    }
  });

  test(`figures of ${path} fit a 390 px phone`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    const boxes = await page.locator('article figure svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const {width, height} = svg.getBoundingClientRect();
        // The smallest text as it lands on the screen, after the figure is scaled to the column.
        const smallestText = Math.min(
          ...Array.from(svg.querySelectorAll('text')).map((text) => text.getBoundingClientRect().height),
        );
        return {width, height, smallestText, room: svg.closest('article')!.getBoundingClientRect().width};
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const {width, height, smallestText, room} of boxes) {
      expect(width).toBeGreaterThan(200);
      expect(width).toBeLessThanOrEqual(room);
      expect(height).toBeGreaterThan(50);
      // A line of text at least as tall as 12 px type, so a child can read it without zooming.
      expect(smallestText).toBeGreaterThanOrEqual(12 * 1.1);
    }
  });
}
