import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {allRoutes} from './routes';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const modes = ['light', 'dark'] as const;
const widths = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
];

for (const mode of modes) {
  for (const viewport of widths) {
    test.describe(`${mode} mode, ${viewport.name}`, () => {
      test.use({viewport: {width: viewport.width, height: viewport.height}, colorScheme: mode});

      for (const route of allRoutes) {
        test(`${route.path} has no WCAG 2.2 A/AA violations`, async ({page}) => {
          await page.goto(route.path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const {violations} = await new AxeBuilder({page}).withTags(wcagTags).analyze();
          const summary = violations.map(
            ({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}

// Not a WCAG criterion, so not in the tags above; Lighthouse's accessibility score counts it.
test('no route skips a heading level', async ({page}) => {
  test.setTimeout(120_000);
  const skipped: string[] = [];
  for (const route of allRoutes) {
    await page.goto(route.path);
    await waitForHydration(page);
    const {violations} = await new AxeBuilder({page}).withRules(['heading-order']).analyze();
    for (const {nodes} of violations) skipped.push(...nodes.map((node) => `${route.path}: ${node.target.join(' ')}`));
  }
  expect(skipped).toEqual([]);
});

test('pages are marked Hungarian for screen readers while the theme keeps its English strings', async ({page}) => {
  await page.goto('/docs/Bevezető');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('link', {name: 'Ugrás a tartalomra'})).toHaveCount(1);
});

test('images carry Hungarian alternative text', async ({page}) => {
  for (const path of ['/', '/blog/welcome', '/blog/authors']) {
    await page.goto(path);
    await waitForHydration(page);
    const alts = await page.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt).toMatch(/[áéíóöőúüű]/);
  }
});

test('every interactive element on a guide is reachable by keyboard with a visible focus ring', async ({page}) => {
  await page.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(page);
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
    const outline = await focused.evaluate((el) => {
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}.${el.className} ${el.getAttribute('href') ?? el.textContent?.slice(0, 30)}`;
      return {name, width: parseFloat(style.outlineWidth), style: style.outlineStyle, shadow: style.boxShadow};
    });
    expect((outline.style !== 'none' && outline.width > 0) || outline.shadow !== 'none', outline.name).toBe(true);
  }
});
