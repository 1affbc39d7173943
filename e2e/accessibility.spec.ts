import {expect, test} from '@playwright/test';
import {finishTransitions, waitForHydration} from './helpers';
import {accessibilityViolations} from './pageChecks';

// The per-route checks (axe's WCAG 2.2 A/AA in both modes and widths, heading order) are in pages.spec.ts.

test('the per-route audit finds low contrast, a nameless button and a skipped heading level', async ({page}) => {
  await page.goto('/docs/Bevezető');
  await waitForHydration(page);
  await page
    .locator('h1')
    .evaluate((h1) =>
      h1.insertAdjacentHTML(
        'afterend',
        '<p style="color: #ddd; background: #fff">halvány</p><button type="button"></button><h4>túl mély</h4>',
      ),
    );
  const {wcag, skippedHeadings} = await accessibilityViolations(page);
  expect(wcag.map((line) => line.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast']);
  expect(skippedHeadings).toEqual([expect.stringMatching(/^heading-order: h4/)]);
  // The audit of the other colour mode reads colours only: the low contrast, not the button or the heading.
  const colours = await accessibilityViolations(page, {coloursOnly: true});
  expect(colours.wcag.map((line) => line.split(':')[0])).toEqual(['color-contrast']);
  expect(colours.skippedHeadings).toEqual([]);
});

test('pages are marked Hungarian for screen readers, and the skip link is in Hungarian', async ({page}) => {
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

// The per-route audit reads the home page with its situations folded; a reader in trouble opens one (one at a time).
test('every situation on the home page, opened, passes the WCAG audit in both colour modes', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const situations = page.locator('details[id^="baj-"], details[id^="gyerek-"]');
  expect(await situations.count()).toBeGreaterThan(10);
  // All opened at once, with the step sources folded inside them: one audit per mode reads every situation's steps
  // as React renders them once opened (each flagged element's selector names its situation).
  for (const summary of await situations.locator(':scope > summary').all()) await summary.click();
  await expect(page.locator('details[id^="baj-"]:not([open]), details[id^="gyerek-"]:not([open])')).toHaveCount(0);
  await situations
    .locator('details:not([open]) > summary')
    .evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
  await expect(situations.locator('details:not([open])')).toHaveCount(0);
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') {
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await finishTransitions(page);
    }
    const {wcag} = await accessibilityViolations(page, {within: 'main', coloursOnly: mode === 'dark'});
    expect.soft(wcag, mode).toEqual([]);
  }
});
