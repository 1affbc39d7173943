// The tests of the Docusaurus patches in patches/ that no other spec covers (the Tabs patch is state.spec.ts' „first
// frame” test). Each fails when its patch is missing from node_modules at build time: the patches only save
// main-thread time, so without them an upgrade that drops one would go unnoticed.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

// A long guide: many links in view right after hydration (sidebar, TOC, text) and a long sidebar to re-render.
const longGuide = '/docs/utmutatok/jookostelefon';

test('prefetch (core patch): each chunk file is prefetched once, whichever routes share it', async ({page}) => {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') inserted.push(node.href);
        });
    }).observe(document, {childList: true, subtree: true});
    Object.assign(window, {prefetchLinks: inserted});
  });
  await page.goto(longGuide);
  await waitForHydration(page);

  // Done once a second has passed without a new prefetch link: the queue takes one route per idle period.
  const hrefs = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const inserted = (window as unknown as {prefetchLinks: string[]}).prefetchLinks;
        let count = -1;
        const check = () => {
          if (inserted.length === count) resolve(inserted);
          else {
            count = inserted.length;
            setTimeout(check, 1000);
          }
        };
        check();
      }),
  );

  expect(hrefs.length, 'the guide prefetches its links’ routes at all').toBeGreaterThan(5);
  // Unpatched, the sidebar's routes share their parents' chunks: 162 links for 25 files on this guide.
  expect(hrefs.length, 'one <link rel="prefetch"> per chunk').toBe(new Set(hrefs).size);
});

test('useShallowMemoObject (theme-common patch): a long guide on a phone sorts without localeCompare', async ({
  page,
}) => {
  // The first localeCompare of a page loads the ICU collator (about 25 ms on a Lighthouse phone); the docs sidebar's
  // phone menu called it in the first render after hydration, just to put two prop names in a fixed order.
  await page.setViewportSize({width: 390, height: 844});
  await page.addInitScript(() => {
    const calls: string[] = [];
    const original = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      calls.push(String(new Error().stack).split('\n').slice(2, 4).join(' '));
      return original.apply(this, args);
    };
    Object.assign(window, {localeCompareCalls: calls});
  });
  await page.goto(longGuide);
  await waitForHydration(page);
  // The phone menu is filled in an effect after hydration: open it, so the check sees the filled menu.
  await page.getByRole('button', {name: 'Menü kinyitása és becsukása'}).click();
  await expect(page.locator('.navbar-sidebar .menu__link').first()).toBeVisible();
  const calls = await page.evaluate(() => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls);
  expect(calls, 'localeCompare calls while the guide loads').toEqual([]);
});
