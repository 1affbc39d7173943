// What gets in a reader's way on a phone (usability test ../shared/reviews/ux-2026-11-27.md, issue #28): the search
// list over the box, tab strips past the screen's edge, checklist rows that do not tick from their words, small
// button labels, the white announcement bar in dark mode, a hydration error on a direct address, the truncated site
// name, and offline reading that is hard to find and silent about the network.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {filesInWorker, transferSize} from '../src/plugins/offlineReading/offlineFiles.mjs';
import {finishTransitions, searchBox, suggestions, waitForHydration} from './helpers';
import {docRoutes} from './routes';

const phone = {width: 390, height: 844};
const guide = '/docs/utmutatok/jookostelefon';
const announcementBar = (page: Page) => page.locator('.theme-announcement-bar');

/** Scrolls in steps, a frame apart (the navbar hides on the way down and comes back on the way up). */
async function scrollThrough(page: Page, positions: number[]): Promise<void> {
  for (const y of positions)
    await page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
}

test.describe('the search suggestions open below the search box', () => {
  for (const bar of ['shown', 'dismissed'] as const) {
    for (const scrolled of [false, true]) {
      test(`announcement bar ${bar}, ${scrolled ? 'page scrolled' : 'top of the page'}`, async ({page}) => {
        await page.setViewportSize(phone);
        await page.goto('/docs/Bevezető');
        await waitForHydration(page);
        if (bar === 'dismissed') {
          await announcementBar(page).getByRole('button').click();
          await expect(announcementBar(page)).toHaveCount(0);
        } else await expect(announcementBar(page)).toBeVisible();
        if (scrolled) {
          await scrollThrough(page, [300, 600, 900, 700, 500]);
          await expect.poll(async () => (await page.locator('nav.navbar').boundingBox())?.y).toBe(0);
        }
        await searchBox(page).fill('telefon');
        await expect(suggestions(page).first()).toBeVisible();
        const input = (await searchBox(page).boundingBox())!;
        const list = (await page.getByRole('listbox').boundingBox())!;
        expect(list.y).toBeGreaterThanOrEqual(input.y + input.height);
        // What the reader typed stays in sight: nothing lies over the box.
        const onTop = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.matches('.navbar input[type="search"]'),
          [input.x + input.width / 2, input.y + input.height / 2],
        );
        expect(onTop).toBe(true);
      });
    }
  }
});

test('every tab of every tab strip in the guides is on the screen at 390 and at 320 px', async ({page}) => {
  test.setTimeout(60_000);
  const outside: string[] = [];
  let tabs = 0;
  for (const {path: route} of docRoutes) {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(route);
    // Each page is read at both widths: the window narrows in place, as a phone turned or zoomed does.
    for (const width of [390, 320]) {
      await page.setViewportSize({width, height: 800});
      const found = await page.locator('[role="tablist"]').evaluateAll((strips) =>
        strips.flatMap((strip) => {
          const box = strip.getBoundingClientRect();
          return [...strip.querySelectorAll('[role="tab"]')].map((tab) => {
            const {left, right} = tab.getBoundingClientRect();
            const inside = left >= Math.max(box.left, 0) - 0.5 && right <= Math.min(box.right, innerWidth) + 0.5;
            return {text: tab.textContent ?? '', inside};
          });
        }),
      );
      tabs += found.length;
      outside.push(...found.filter(({inside}) => !inside).map(({text}) => `${route} at ${width} px: ${text}`));
    }
  }
  expect(tabs).toBeGreaterThan(40);
  expect(outside).toEqual([]);
});

/** An item's text wraps onto several lines, and every line starts right of its box (`size`), none under it. */
async function expectWrappedBesideBox(item: Locator, size: {x: number; width: number}) {
  const lines = await item.evaluate((li) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
    }
    return rects.map(({left, top}) => ({left, top}));
  });
  expect(new Set(lines.map(({top}) => Math.round(top))).size).toBeGreaterThan(1);
  expect(Math.min(...lines.map(({left}) => left))).toBeGreaterThanOrEqual(size.x + size.width - 0.5);
}

test('a checklist row ticks from its words, its box is at least 24 px, and wrapped lines start under the words', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(guide);
  await waitForHydration(page);
  const items = page.locator('ul.contains-task-list > li.task-list-item');
  // The item with the most text: it wraps on a phone.
  const lengths = await items.evaluateAll((lis) => lis.map((li) => li.textContent?.length ?? 0));
  const item = items.nth(lengths.indexOf(Math.max(...lengths)));
  const box = item.getByRole('checkbox');
  await expect(box).toBeEnabled();
  const size = (await box.boundingBox())!;
  expect(size.width).toBeGreaterThanOrEqual(24);
  expect(size.height).toBeGreaterThanOrEqual(24);

  await expectWrappedBesideBox(item, size);

  // Usability round 28: the words' first line stands beside the box (the label's last line did).
  const firstLineBesideBox = await item.evaluate((li) => {
    const box = li.querySelector('input')!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(li.querySelector('label')!);
    const first = [...range.getClientRects()].find((rect) => rect.width > 0)!;
    const middle = (first.top + first.bottom) / 2;
    return middle > box.top && middle < box.bottom;
  });
  expect(firstLineBesideBox).toBe(true);

  // Tapping the words, a little right of the box on its first line, ticks it.
  await item.click({position: {x: size.x + size.width + 40 - (await item.boundingBox())!.x, y: 10}});
  await expect(box).toBeChecked();

  // Usability round 27: a click in the row right of a short item's words missed the label; the whole row ticks.
  const shown = items.filter({visible: true});
  const shownLengths = await shown.evaluateAll((lis) => lis.map((li) => li.textContent?.length ?? 0));
  const shortest = shown.nth(shownLengths.indexOf(Math.min(...shownLengths)));
  await shortest.scrollIntoViewIfNeeded();
  const row = (await shortest.boundingBox())!;
  await shortest.click({position: {x: row.width - 8, y: row.height / 2}});
  await expect(shortest.getByRole('checkbox')).toBeChecked();
});

// Usability rounds 29–32: the agreement's rule boxes were 15 px, the one small target left on a phone.
test('the family agreement’s rule boxes are at least 24 px on a 320 px phone, and a rule’s words wrap beside its box', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 740});
  await page.goto('/markdown-page');
  await waitForHydration(page);
  const rules = page.getByRole('group', {name: /^Miben állapodunk meg\?/}).getByRole('listitem');
  // (The tool renders after hydration, from what the device stored: a fresh clone's run counted before it did.)
  await expect(rules.first()).toBeVisible();
  expect(await rules.count()).toBeGreaterThan(5);
  for (const rule of await rules.all()) {
    const size = (await rule.getByRole('checkbox').boundingBox())!;
    expect(size.width).toBeGreaterThanOrEqual(24);
    expect(size.height).toBeGreaterThanOrEqual(24);
  }
  const lengths = await rules.evaluateAll((lis) => lis.map((li) => li.textContent?.length ?? 0));
  const longest = rules.nth(lengths.indexOf(Math.max(...lengths)));
  await expectWrappedBesideBox(longest, (await longest.getByRole('checkbox').boundingBox())!);
  await longest.getByRole('checkbox').click();
  await expect(longest.getByRole('checkbox')).toBeChecked();
});

test('the family tools’, the checklists’ and offline reading’s buttons have labels of at least 14 px', async ({
  page,
}) => {
  const small: string[] = [];
  for (const route of [guide, '/markdown-page', '/docs/utmutatok/Képernyőfelvételek készítése']) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /Letöltés offline olvasáshoz/})).toBeVisible();
    const sizes = await page
      .locator('main button.button, #__docusaurus > * button.button')
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => ({text: button.textContent ?? '', size: parseFloat(getComputedStyle(button).fontSize)})),
      );
    expect(sizes.length).toBeGreaterThan(1);
    small.push(...sizes.filter(({size}) => size < 14).map(({text, size}) => `${route}: ${text} (${size} px)`));
  }
  expect(small).toEqual([]);
});

test.describe('the announcement bar', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`follows the ${colorScheme} colour mode, with readable text, in at most two lines on a phone`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(phone);
      await page.goto('/');
      await waitForHydration(page);
      const bar = announcementBar(page);
      await expect(bar).toBeVisible();
      const colours = await bar.evaluate((element) => ({
        bar: getComputedStyle(element).backgroundColor,
        page: getComputedStyle(document.querySelector('nav.navbar')!).backgroundColor,
      }));
      // The bar takes the navbar's surface colour: white in light mode, dark in dark mode.
      expect(colours.bar).toBe(colours.page);
      const {violations} = await new AxeBuilder({page})
        .include('.theme-announcement-bar')
        .withRules(['color-contrast'])
        .analyze();
      expect(violations).toEqual([]);
      const text = bar.locator('[class*="announcementBarContent"]');
      const lines = await text.evaluate(
        (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines).toBeLessThan(2.9);
      // Its link opens what it announces: the changelog's latest month (usability round 11: it opened the introduction).
      await expect(bar.getByRole('link', {name: 'Mi változott?'})).toHaveAttribute(
        'href',
        '/docs/utemterv#2026-november',
      );
      // A named region, not a second page header beside the navbar's (axe, usability rounds 13 and 15).
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('region', {name: 'Közlemény'})).toContainText('Mi változott?');
      const landmarks = await new AxeBuilder({page})
        .withRules(['landmark-no-duplicate-banner', 'landmark-unique'])
        .analyze();
      expect(landmarks.violations.map(({id}) => id)).toEqual([]);
      // Its close button is drawn in the bar's text colour (Infima's black nearly vanished on the dark bar).
      const close = bar.getByRole('button');
      expect(await close.evaluate((button) => getComputedStyle(button).color)).toBe(
        await bar.evaluate((element) => getComputedStyle(element).color),
      );
    });
  }
});

test('a section opened from a search result on another page lands below the navbar', async ({page}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await waitForHydration(page);
  await searchBox(page).fill('mit tegyek ha zsarolják a lányomat');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/#/);
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const navbar = (await page.locator('nav.navbar').boundingBox())!;
      const top = (await target.boundingBox())!.y;
      return top >= navbar.y + navbar.height;
    })
    .toBe(true);
});

test('a direct address with a query or a hash logs no error (no hydration mismatch)', async ({page}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const address of [
    '/search?q=telefon',
    '/search?q=k%C3%A9perny%C5%91k%C3%A9p#talalatok',
    '/search?q=',
    '/docs/Bevezető?utm_source=teszt#hol-kezdd',
    `${guide}?_highlight=telefon`,
    '/blog?oldal=2#blog',
    '/?q=telefon#segitseg',
  ]) {
    await page.goto(address);
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  }
  expect(errors).toEqual([]);
  await page.goto('/search?q=telefon');
  await expect(page.locator('h1')).toHaveText('Találatok erre: „telefon”');
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('telefon');
});

/** The title shows whole: no ellipsis, no line cut off, nothing to its right lying over it. */
async function expectWhole(title: Locator, next: Locator): Promise<void> {
  await expect(title).toHaveText('Digitális tudatosság');
  const overflow = await title.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(overflow).toBe(false);
  const box = (await title.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual((await next.boundingBox())!.x);
}

for (const width of [320, 390]) {
  test(`the site's name is whole in the navbar and in the menu at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 700});
    await page.goto('/');
    await waitForHydration(page);
    await expectWhole(page.locator('.navbar__inner .navbar__title'), searchBox(page));
    await page.locator('.navbar__toggle').click();
    const drawerBrand = page.locator('.navbar-sidebar__brand');
    await expect(drawerBrand).toBeVisible();
    await finishTransitions(page); // the menu slides in: measured mid-slide, its title is still off the screen
    await expectWhole(drawerBrand.locator('.navbar__title'), drawerBrand.getByRole('button').first());
  });
}

test('at 320 px no situation card, open, makes the home page scroll sideways', async ({page}) => {
  // Usability round 22: an open card with the hotline's address in a nested list widened every card to 322 px.
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/');
  await waitForHydration(page);
  const cards = await page
    .locator('details[id^="baj-"], details[id^="gyerek-"]')
    .evaluateAll((all) => all.map((card) => card.id));
  expect(cards.length).toBeGreaterThan(10);
  for (const id of cards) {
    await page.evaluate((open) => {
      for (const card of document.querySelectorAll<HTMLDetailsElement>('details[id^="baj-"], details[id^="gyerek-"]'))
        card.open = card.id === open;
    }, id);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `#${id} open`).toBeLessThanOrEqual(320);
  }
});

test('the menu opens and closes with 44 px buttons (usability round 9: 30 and 21 px)', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/');
  await waitForHydration(page);
  const size = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const toggle = await size('.navbar__toggle');
  expect(toggle.width).toBeGreaterThanOrEqual(44);
  expect(toggle.height).toBeGreaterThanOrEqual(44);
  await page.locator('.navbar__toggle').click();
  await finishTransitions(page);
  const close = await size('.navbar-sidebar__close');
  expect(close.width).toBeGreaterThanOrEqual(44);
  expect(close.height).toBeGreaterThanOrEqual(44);
  // Still inside the menu, beside the site's name.
  expect(close.x + close.width).toBeLessThanOrEqual((await size('.navbar-sidebar')).width + 1);
});

test('the open menu behaves as a dialog: focus moves in, 44 px links, Tab stays in it, Esc closes it and returns to its button', async ({
  page,
}) => {
  // Usability round 13: the menu's links were 32 px, Esc did nothing, and Tab went on into the page under the menu.
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(page);
  await page.locator('.navbar__toggle').click();
  await finishTransitions(page);
  const menu = page.locator('.navbar-sidebar');
  // Round 16: focus moves into the open menu, onto its close button.
  await expect(page.locator('.navbar-sidebar__close')).toBeFocused();
  const heights = await menu
    .locator('.menu__link:visible')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(Math.min(...heights), 'px, the lowest link of the menu').toBeGreaterThanOrEqual(44);
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    const inMenu = await page.evaluate(
      () => document.activeElement === document.body || !!document.activeElement?.closest('.navbar-sidebar'),
    );
    expect(inMenu, `focus after ${press + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('.navbar__toggle')).toBeFocused();
  // Closed, the page takes focus again.
  await expect(page.locator('main')).not.toHaveAttribute('inert');
});

test('the offline reading button is a 44 px tap (usability round 13: 33 px)', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await waitForHydration(page);
  const button = page.locator('#offline-olvasas').getByRole('button').first();
  await expect(button).toBeVisible();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('the family tools’ buttons are 44 px taps on a phone (usability round 16: 33–35 px)', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const address of ['/markdown-page', '/docs/utmutatok/Képernyőfelvételek készítése']) {
    await page.goto(address);
    await waitForHydration(page);
    // The tools render their buttons once they have read the browser's storage, in a transition after hydration.
    await expect(page.locator('main .button:visible').nth(2), address).toBeVisible();
    const heights = await page
      .locator('main .button:visible')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights.length, address).toBeGreaterThan(2);
    expect(Math.min(...heights), `px, the lowest button on ${address}`).toBeGreaterThanOrEqual(44);
  }
});

test('the home page’s 112 and Kék Vonal numbers are taps of at least 44 px (usability round 10: 20 px)', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/');
  await waitForHydration(page);
  const numbers = page.locator('header a[href^="tel:"]');
  await expect(numbers).toHaveCount(2);
  for (const number of await numbers.all()) expect((await number.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('Back after an in-page link returns to the step the reader left, also on a page opened at a heading', async ({
  page,
}) => {
  // Usability round 9: in the phone guide opened at a heading (from the age list, a search result or the app picker),
  // a „lépésenként” link and Back landed at that heading, some 7,000 px above the step.
  await page.setViewportSize(phone);
  await page.goto(`${guide}#melyik-app-hány-éves-kortól`);
  await waitForHydration(page);
  const link = page.locator('article a[href="#hogyan-állítok-be-képernyőidő-szabályokat"]').first();
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => {
    window.scrollBy(0, -120); // the link a little below the top, as a reader leaves it
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(2000);
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left + 100);
  const jumped = await page.evaluate(() => window.scrollY);
  await page.goBack();
  await expect(page).toHaveURL(/#melyik-app/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(jumped);
});

test.describe('offline reading', () => {
  test('offline, the page says so in a polite status line; online again, the line is gone', async ({page, context}) => {
    await page.setViewportSize(phone);
    await page.goto('/docs/Bevezető');
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({hasText: 'Nincs internetkapcsolat'});
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeInViewport();
    // No copy is stored: the notice does not promise one.
    await expect(notice).toHaveText(
      'Nincs internetkapcsolat: más oldal most talán nem nyílik meg. A telefonszámok így is hívhatók.',
    );
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });

  test('the menu leads to it, and its button says how much it downloads', async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Offline olvasás'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    const button = page.getByRole('button', {name: /^Letöltés offline olvasáshoz/});
    await expect(button).toBeInViewport();
    // Where it lands is titled with the entry's words (usability round 11: an untitled strip read as the footer's).
    await expect(page.getByRole('heading', {name: 'Offline olvasás', level: 2})).toBeInViewport();
    // The size the after-build step measured: the files build/sw.js keeps, compressed as a host sends them.
    const bytes = filesInWorker(readFileSync('build/sw.js', 'utf8')).reduce(
      (sum: number, [file]: [string]) => sum + transferSize(file, readFileSync(path.join('build', file))),
      0,
    );
    const shown = /^Letöltés offline olvasáshoz \((\d+,\d) MB\)$/.exec((await button.textContent()) ?? '');
    expect(shown).not.toBeNull();
    // The pages carry the figure (a few bytes each), which the one decimal shown does not count.
    expect(Math.abs(Number(shown![1].replace(',', '.')) * 1e6 - bytes)).toBeLessThanOrEqual(0.05e6 + 2000);
  });
});

// Usability round 10: the phone's search field was 169 px wide (104 px at 320), too narrow to read a sentence back.
test('on a phone the search field takes the navbar’s width while it is used, and gives it back', async ({page}) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({width, height: 700});
    await page.goto('/docs/Bevezető');
    await waitForHydration(page);
    const brand = page.locator('.navbar .navbar__brand').first();
    const box = searchBox(page);
    const idle = (await box.boundingBox())!.width;
    await box.click();
    await box.fill('a lányomat zsarolják egy meztelen képpel mit tegyek');
    await expect(suggestions(page).first()).toBeVisible();
    expect((await box.boundingBox())!.width, `${width} px`).toBeGreaterThanOrEqual(width * 0.7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.keyboard.press('Escape');
    await box.blur();
    await expect(brand).toBeVisible();
    expect((await box.boundingBox())!.width).toBeCloseTo(idle, 0);
  }
});
