// The per-route audit: one visit per route runs every check that applies to it, each in its own step, so a failure
// names the route, the colour mode, the width and the check. The visit opens at desktop width in light mode, then
// changes in place, as a reader's browser does: the system turns dark, the window narrows to a phone, the system turns
// light again.
//
//   light, desktop: answers 200 with its title and h1 · WCAG 2.2 A/AA · no skipped heading level ·
//                   no English interface text · links in view are prefetched
//                   docs: description, date checked and length · links to the site resolve · table of contents
//                   practical guides: figures named, captioned, sized, theme-coloured, light enough; their text
//                   follows the navbar's colour switch
//   dark, desktop:  WCAG 2.2 A/AA, colour rules · figure text follows the colour mode
//   dark, phone:    WCAG 2.2 A/AA · figures fit a 390 px phone · reflows at 320 px (WCAG 2.2, 1.4.10), footer included
//   light, phone:   WCAG 2.2 A/AA, colour rules · no English interface text with the menu open
//   throughout:     stays on its origin, quietly (no foreign request, console error, exception, CSP violation or
//                   cookie; the policy is served)
//
// The search page and the not-found page get the reflow and interface-text checks; the cross-route safety crawl is
// in safety.spec.ts, because its totals span every page.
import {expect, test, type Page} from '@playwright/test';
import {finishTransitions, waitForHydration} from './helpers';
import {
  accessibilityViolations,
  brokenSiteLinks,
  docSubstance,
  englishIn,
  figureFitProblems,
  figureProblems,
  figureTextColours,
  horizontalOverflow,
  interfaceTexts,
  tableOfContentsProblems,
  watchPrivacy,
} from './pageChecks';
import {allRoutes, docRoutes, expectedTitle, practicalGuides, type Route} from './routes';

type Audited = {path: string; route?: Route; axe?: boolean; i18n?: boolean; reflow?: boolean};

const audited: Audited[] = [
  ...allRoutes.map((route) => ({path: route.path, route, axe: true, i18n: true, reflow: true})),
  // The blog's author page (the platform adds it for an author with `page: true`).
  {path: '/blog/authors/szerkesztoseg', axe: true, i18n: true, reflow: true},
  {path: '/search', reflow: true},
  {path: '/search?q=jelszó', i18n: true},
  // The not-found page: a broken link can bring someone in trouble here, to its help lines.
  {path: '/nincs-ilyen-oldal', axe: true, i18n: true, reflow: true},
];

const docs = new Set(docRoutes.map((route) => route.path));
const guides = new Set(practicalGuides);

/** The pages with a family tool (issue #21), and the tool's form name. */
const familyTools: Record<string, string> = {
  '/markdown-page': 'Családi megállapodás',
  '/docs/utmutatok/Képernyőfelvételek készítése': 'Esetnapló',
};

const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};

/** The checks the visit runs, by name (the test's title lists them). */
function checksFor({path, route, axe, i18n, reflow}: Audited): string[] {
  return [
    ...(route ? ['answers 200 with its title and h1', 'stays on its origin, quietly'] : []),
    ...(axe ? ['no WCAG 2.2 A/AA violations in either mode at either width', 'no skipped heading level'] : []),
    ...(i18n ? ['no English interface text, menu open too'] : []),
    ...(reflow ? ['reflows at 320 px: nothing scrolls sideways'] : []),
    ...(docs.has(path)
      ? ['a description, the date checked, enough substance', 'links resolve', 'table of contents']
      : []),
    ...(guides.has(path) ? ['figures'] : []),
  ];
}

async function expectNoEnglish(page: Page) {
  expect.soft(englishIn(await interfaceTexts(page)), 'English interface text').toEqual([]);
}

/** Each figure's text is painted in another colour than in light mode: a fixed one would vanish on one background. */
function expectOtherFigureColours(dark: string[][], light: string[][]) {
  expect.soft(dark.length, 'figures').toBe(light.length);
  dark.forEach((texts, i) => expect.soft(texts[0], `figure ${i + 1}`).not.toBe(light[i]?.[0]));
}

/** The system colour preference changes; the site follows it (respectPrefersColorScheme) without a reload. */
async function switchMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({colorScheme: mode});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await finishTransitions(page);
}

/** The window is resized; the theme's resize listener re-renders for the new width before the next frames paint. */
async function resize(page: Page, size: {width: number; height: number}) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await finishTransitions(page);
}

test.describe.configure({timeout: 240_000});
test.use({viewport: desktop, colorScheme: 'light'});

for (const entry of audited) {
  const checks = checksFor(entry);
  const doc = docs.has(entry.path);
  const guide = guides.has(entry.path);

  test(`${entry.path}: ${checks.join('; ')}`, async ({page, context, baseURL, request}) => {
    const problems = entry.route ? await watchPrivacy(page, baseURL!) : [];
    const response = await page.goto(entry.path);
    const {route} = entry;

    if (route) {
      await test.step('answers 200 with its title and h1', async () => {
        expect.soft(response?.status()).toBe(200);
        await expect.soft(page).toHaveTitle(expectedTitle(route));
        await expect.soft(page.locator('h1')).toHaveText([route.h1]);
        await expect.soft(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.8.1');
        await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
        expect.soft(response?.headers()['content-security-policy'], 'served policy').toContain("default-src 'self'");
      });
    }

    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The family tools draw just after hydration: every check below sees them.
    const tool = familyTools[entry.path];
    if (tool) await expect(page.getByRole('form', {name: tool})).toBeVisible();

    // Each colour mode and each width gets one whole audit (light at desktop width, dark on the phone); the two other
    // combinations differ from one of those in colours only, and get axe's colour rules, outside the articles: an
    // article's text has the same colours at both widths, and was audited in this mode at the other one.
    const expectAccessible = (where: string, {coloursOnly = false} = {}) =>
      test.step(`${where}: no WCAG 2.2 A/AA violations`, async () => {
        const {wcag, skippedHeadings} = await accessibilityViolations(
          page,
          coloursOnly ? {coloursOnly, outside: 'article'} : {},
        );
        expect.soft(wcag, `WCAG 2.2 A/AA violations, ${where}`).toEqual([]);
        if (where === 'light, desktop') expect.soft(skippedHeadings, 'headings that skip a level').toEqual([]);
      });

    if (entry.axe) await expectAccessible('light, desktop');
    if (entry.i18n) await test.step('light, desktop: no English interface text', () => expectNoEnglish(page));

    if (doc) {
      await test.step('a description, the date it was checked, and enough substance', async () => {
        const {description, ogDescription, checked, words} = await docSubstance(page);
        expect.soft(description.length, `description „${description}”`).toBeGreaterThan(40);
        expect.soft(description.length, `description „${description}”`).toBeLessThanOrEqual(160);
        expect.soft(ogDescription, 'og:description').toBe(description);
        expect.soft(checked, 'the last-checked line').toContain('2026');
        expect.soft(words, 'words').toBeGreaterThanOrEqual(guide ? 800 : 300);
        // CONTENT.md: a guide a busy parent finishes; room for new material comes from cutting padding.
        expect.soft(words, 'words').toBeLessThanOrEqual(2500);
      });
      await test.step('every link to another page of the site resolves, anchors included', async () => {
        expect.soft(await brokenSiteLinks(page, request), 'broken links').toEqual([]);
      });
      await test.step('table of contents: unique entries, each pointing at a heading the reader sees', async () => {
        expect.soft(await tableOfContentsProblems(page), 'table of contents').toEqual([]);
      });
    }
    let lightFigureText: string[][] = [];
    if (guide) {
      await test.step('figures: named, captioned, sized, theme-coloured, light enough', async () => {
        const {count, problems: wrong} = await figureProblems(page);
        expect.soft(count, 'figures').toBeGreaterThan(0);
        expect.soft(wrong, 'figures').toEqual([]);
        lightFigureText = await figureTextColours(page);
      });
      await test.step('light, desktop: figure text follows the colour chosen with the navbar switch', async () => {
        // The reader's own choice (stored, on <html data-theme>) as well as the system's, checked in dark mode below.
        const toggle = page.getByRole('button', {name: /Váltás a világos és a sötét mód között/});
        await toggle.click(); // system → light
        await toggle.click(); // light → dark
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
        await finishTransitions(page);
        expectOtherFigureColours(await figureTextColours(page), lightFigureText);
        await toggle.click(); // dark → system, as the reader arrived
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await finishTransitions(page);
      });
    }

    if (route) {
      await test.step('light, desktop: links in view are prefetched', async () => {
        // Scrolled to the end and back at once (a wheel's smooth scroll could land after the way back): the links
        // that come into view are prefetched.
        await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
        await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
        // The audits below read the page as a reader arrives at it, at the top. (At the very bottom of a long page
        // the table of contents and the sidebar slide under the fixed navbar, which axe's target-size rule flags.)
        await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }

    if (entry.axe || entry.reflow) await switchMode(page, 'dark');
    if (entry.axe) await expectAccessible('dark, desktop', {coloursOnly: true});
    if (guide) {
      await test.step('dark, desktop: figure text follows the colour mode', async () => {
        expectOtherFigureColours(await figureTextColours(page), lightFigureText);
      });
    }
    if (entry.axe || entry.reflow) await resize(page, phone);
    if (entry.axe) await expectAccessible('dark, phone');
    if (guide) {
      await test.step('dark, phone: figures fit a 390 px phone', async () => {
        expect.soft(await figureFitProblems(page), 'figures on a 390 px phone').toEqual([]);
      });
    }
    if (entry.reflow) {
      await test.step('dark, phone: reflows at 320 px: nothing scrolls sideways', async () => {
        // 1280 px zoomed to 400 %. Both 390 and 320 px are below the theme's 996 px breakpoint, so only CSS
        // responds to the resize, and the layout read below is the one a 320 px screen gets.
        await page.setViewportSize({width: 320, height: 640});
        await expect(page.getByRole('contentinfo')).toBeAttached();
        const overflow = await horizontalOverflow(page);
        expect
          .soft(overflow.by, `px the page scrolls sideways; sticking out: ${overflow.culprits.join('; ')}`)
          .toBeLessThanOrEqual(0);
      });
    }

    if (entry.axe || entry.i18n) {
      await resize(page, phone);
      await switchMode(page, 'light');
    }
    if (entry.axe) await expectAccessible('light, phone', {coloursOnly: true});
    if (entry.i18n) {
      await test.step('light, phone: no English interface text with the menu open', async () => {
        await page.getByRole('button', {name: 'Menü kinyitása és becsukása'}).click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await expectNoEnglish(page);
      });
    }

    if (route) {
      await test.step('stays on its origin, quietly', async () => {
        expect.soft(problems, 'foreign requests, console errors, exceptions, CSP violations').toEqual([]);
        expect.soft(await context.cookies(), 'cookies').toEqual([]);
      });
    }
  });
}

test('every doc and practical guide is an audited route, so each gets its own checks above', () => {
  const audited = new Set(allRoutes.map((route) => route.path));
  expect(docRoutes.map((route) => route.path).filter((path) => !audited.has(path))).toEqual([]);
  expect(practicalGuides.filter((path) => !docs.has(path))).toEqual([]);
});

test('every page of the sitemap gets the checks above', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => decodeURI(new URL(url).pathname));
  expect(paths.length).toBeGreaterThan(20);
  const checked = new Set(audited.filter((page) => page.reflow).map((page) => page.path));
  expect(paths.filter((path) => !checked.has(path))).toEqual([]);
});

test('the per-route checks find what they look for', async ({page, request}) => {
  await page.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(page);
  await page.locator('article .markdown').evaluate((text) => {
    text.insertAdjacentHTML(
      'beforeend',
      '<p><a href="/docs/nincs-ilyen">a</a> <a href="/docs/Bevezető#nincs-ilyen-horgony">b</a></p>' +
        '<figure><svg style="width: 2000px" fill="red"><text font-size="4">x</text></svg></figure>',
    );
    const toc = document.querySelector('.theme-doc-toc-desktop ul')!;
    toc.append(toc.firstElementChild!.cloneNode(true));
    toc.insertAdjacentHTML('beforeend', '<li><a class="table-of-contents__link" href="#nincs">c</a></li>');
  });
  expect(await brokenSiteLinks(page, request)).toEqual([
    '/docs/nincs-ilyen: 404',
    '/docs/Bevezető#nincs-ilyen-horgony: no such id',
  ]);
  const firstEntry = await page.locator('.theme-doc-toc-desktop a').first().innerText();
  expect(await tableOfContentsProblems(page)).toEqual([`repeated: ${firstEntry}`, '#nincs: 0 elements with this id']);

  const {count, problems} = await figureProblems(page);
  expect(problems.filter((problem) => problem.startsWith(`figure ${count}:`))).toEqual([
    `figure ${count}: role is not img`,
    `figure ${count}: aria-label under 40 characters`,
    `figure ${count}: no caption`,
    `figure ${count}: no width and height`,
    `figure ${count}: a colour outside the theme`,
  ]);
  expect(problems.filter((problem) => !problem.startsWith(`figure ${count}:`))).toEqual([]);
  await resize(page, phone);
  expect(await figureFitProblems(page)).toEqual([
    expect.stringMatching(new RegExp(`^figure ${count}: 2000 px wide in a \\d+ px column$`)),
    expect.stringMatching(new RegExp(`^figure ${count}: smallest text \\d`)),
  ]);
});
