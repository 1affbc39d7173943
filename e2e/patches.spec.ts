// One test per Docusaurus patch in patches/ that no other spec covers (the Tabs patch is state.spec.ts' „first
// frame” test). Each fails when its patch is missing from node_modules at build time: the patches only save main-thread
// time, so without these tests an upgrade that drops one would go unnoticed.
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

test('window size (theme-common patch): the first update after hydration does not block the main thread', async ({
  page,
  context,
}) => {
  // A phone: the update ('ssr' -> 'mobile') drops the desktop sidebar, re-rendering the page layout. CPU slowed down
  // as Lighthouse's phone is (4x): unpatched, the update renders in one task of 70–170 ms here; as a transition,
  // React yields every 5 ms and the task that commits it takes 5–25 ms.
  await page.setViewportSize({width: 390, height: 844});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    // A task every time the main thread is free; the gap before the commit is the length of the task that made it.
    const ticks: number[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      ticks.push(performance.now());
      if (!probe.committed) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    // The probe holds the channel so that its ports are not garbage-collected while the loop runs.
    const probe: {ticks: number[]; channel: MessageChannel; seen?: boolean; committed?: number} = {ticks, channel};
    // The server HTML has the desktop sidebar ('ssr' renders it); the size update is what removes it on a phone.
    new MutationObserver(() => {
      if (document.querySelector('.theme-doc-sidebar-menu')) probe.seen = true;
      else if (probe.seen) probe.committed ??= performance.now();
    }).observe(document, {childList: true, subtree: true});
    Object.assign(window, {sizeProbe: probe});
  });
  await page.goto(longGuide);
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as {sizeProbe: {committed?: number}}).sizeProbe.committed);

  const blockedFor = await page.evaluate(() => {
    const {ticks, committed} = (window as unknown as {sizeProbe: {ticks: number[]; committed: number}}).sizeProbe;
    return committed - ticks.filter((tick) => tick < committed).at(-1)!;
  });
  // 50 ms is a long task (Total Blocking Time counts what lies beyond it).
  expect(blockedFor, 'ms the main thread was blocked by the task that committed the size update').toBeLessThan(50);
});
