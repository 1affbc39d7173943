import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {hungarianFormat} from '../src/utils/hungarianDate';
import {englishFragments} from './pageChecks';

test('the English messages list is real (guards the per-route check in pages.spec.ts against an empty pattern)', () => {
  expect(englishFragments).toEqual(
    expect.arrayContaining(['On this page', 'Skip to main content', 'min read', 'Search']),
  );
});

test('the spec-fixed English strings stay English', async ({page}) => {
  await page.goto('/docs/utmutatok/jookostelefon');
  const anchor = page.locator('article .markdown h2 a.hash-link').first();
  await expect(anchor).toHaveAttribute('aria-label', /^Direct link to \S/);
  // 'This page crashed', 'Try again' and 'Page Error' are asserted with a real crash in runtime.spec.ts.
});

const months = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';
const hungarianDate = new RegExp(`^\\d{4}\\. (${months}) \\d{1,2}\\.$`);

test('dates are Hungarian: the last-checked line, blog posts and the archive', async ({page}) => {
  await page.goto('/docs/utmutatok/jookostelefon');
  await expect(page.locator('.theme-last-updated')).toHaveText(/^Utoljára ellenőrizve: \d{4}\. \p{L}+ \d{1,2}\.$/u);
  await expect(page.locator('.theme-last-updated time')).toHaveText(hungarianDate);

  for (const path of ['/blog', '/blog/welcome']) {
    await page.goto(path);
    const times = page.locator('article header time');
    expect(await times.count()).toBeGreaterThan(0);
    for (const text of await times.allInnerTexts()) expect(text).toMatch(hungarianDate);
    await expect(page.locator('article header').first()).toContainText(/\d+ perc olvasás/);
  }

  await page.goto('/blog/archive');
  const entries = await page.locator('main li a').allInnerTexts();
  expect(entries.length).toBeGreaterThan(2);
  // Grouped under the year, so the day without it: „március 15. – Cím”.
  for (const entry of entries) expect(entry).toMatch(new RegExp(`^(${months}) \\d{1,2}\\. – \\S`));
});

test('the hand-written Hungarian dates are exactly what Intl writes', async ({page}) => {
  // usePageLanguageDateFormat writes „2026. november 22.” without Intl (whose first use blocks hydration); it must agree.
  for (const path of ['/docs/utmutatok/jookostelefon', '/blog/welcome']) {
    await page.goto(path);
    await waitForHydration(page);
    const times = page.locator('main time[datetime]');
    expect(await times.count()).toBeGreaterThan(0);
    for (const time of await times.all()) {
      const expected = await time.evaluate((el) =>
        new Intl.DateTimeFormat('hu', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
          new Date(el.getAttribute('datetime')!),
        ),
      );
      await expect(time).toHaveText(expected);
    }
  }
  // Every month and day count, with and without the year, against Intl in the browser.
  const dates = Array.from({length: 12}, (_, month) => Date.UTC(2026, month, 1 + ((month * 3) % 28)));
  for (const options of [
    {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
    {day: 'numeric', month: 'long', timeZone: 'UTC'},
  ] as const) {
    const written = dates.map((date) => hungarianFormat(options)!.format(date));
    const intl = await page.evaluate(
      ({list, opts}) => list.map((date) => new Intl.DateTimeFormat('hu', opts).format(date)),
      {list: dates, opts: options},
    );
    expect(written).toEqual(intl);
  }
});

// Each guide's table of contents is checked in pages.spec.ts's visit.

test('a printed guide carries every platform tab under its name, and the date it was checked', async ({page}) => {
  await page.goto('/docs/utmutatok/Képernyőfelvételek készítése');
  await waitForHydration(page);
  const panels = page.locator('article [role="tabpanel"]');
  const tabs = page.locator('article [role="tab"]');
  const panelCount = await panels.count();
  expect(panelCount).toBeGreaterThan(3);
  // On screen, only the chosen tab of each group shows.
  expect(await panels.evaluateAll((all) => all.filter((el) => !(el as HTMLElement).hidden).length)).toBeLessThan(
    panelCount,
  );

  await page.emulateMedia({media: 'print'});
  const labels = await tabs.allInnerTexts();
  for (let i = 0; i < panelCount; i += 1) {
    await expect(panels.nth(i)).toBeVisible();
    await expect(panels.nth(i).locator('p').first()).toHaveText(labels[i]);
  }
  await expect(page.locator('.theme-last-updated')).toBeVisible();
  await expect(page.locator('.navbar')).toBeHidden();
});

test('phone links are plain links: no new tab', async ({page}) => {
  await page.goto('/');
  const phoneLinks = page.locator('a[href^="tel:"]');
  expect(await phoneLinks.count()).toBeGreaterThan(2);
  for (const target of await phoneLinks.evaluateAll((links) => links.map((link) => link.getAttribute('target')))) {
    expect(target).toBeNull();
  }
});
