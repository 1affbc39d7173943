// The per-route audit: one visit per route and (colour mode × width) runs every check that applies to that
// combination, each in its own step, so a failure names the route, the combination and the check.
//
//   light, desktop: answers 200 with its title and h1 · privacy (no foreign request, console error, exception, CSP
//                   violation or cookie; the policy is served; links in view are prefetched) · WCAG 2.2 A/AA ·
//                   no skipped heading level · no English interface text
//   light, phone:   WCAG 2.2 A/AA · no English interface text with the menu open
//   dark, desktop:  WCAG 2.2 A/AA
//   dark, phone:    WCAG 2.2 A/AA · reflows at 320 px (WCAG 2.2, 1.4.10), whole footer included
//
// The search page and the not-found page get the reflow and interface-text checks; the cross-route safety crawl is
// in safety.spec.ts, because its totals span every page.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {
  englishIn,
  horizontalOverflow,
  interfaceTexts,
  skippedHeadingLevels,
  watchPrivacy,
  wcagViolations,
} from './pageChecks';
import {allRoutes, expectedTitle, type Route} from './routes';

type Audited = {path: string; route?: Route; axe?: boolean; i18n?: boolean; reflow?: boolean};

const audited: Audited[] = [
  ...allRoutes.map((route) => ({path: route.path, route, axe: true, i18n: true, reflow: true})),
  {path: '/search', reflow: true},
  {path: '/search?q=jelszó', i18n: true},
  {path: '/nincs-ilyen-oldal', i18n: true, reflow: true},
];

/** The pages with a family tool (issue #21), and the tool's form name. */
const familyTools: Record<string, string> = {
  '/markdown-page': 'Családi megállapodás',
  '/docs/utmutatok/Képernyőfelvételek készítése': 'Esetnapló',
};

const widths = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}} as const;
type Visit = {mode: 'light' | 'dark'; width: keyof typeof widths};
const visits: Visit[] = [
  {mode: 'light', width: 'desktop'},
  {mode: 'light', width: 'phone'},
  {mode: 'dark', width: 'desktop'},
  {mode: 'dark', width: 'phone'},
];

/** The checks one visit runs, by name (the test's title lists them). */
function checksFor({route, axe, i18n, reflow}: Audited, {mode, width}: Visit): string[] {
  const light = mode === 'light';
  const desktop = width === 'desktop';
  return [
    ...(route && light && desktop ? ['answers 200 with its title and h1', 'stays on its origin, quietly'] : []),
    ...(axe ? ['no WCAG 2.2 A/AA violations'] : []),
    ...(axe && light && desktop ? ['no skipped heading level'] : []),
    ...(i18n && light ? [desktop ? 'no English interface text' : 'no English interface text with the menu open'] : []),
    ...(reflow && !light && !desktop ? ['reflows at 320 px: nothing scrolls sideways'] : []),
  ];
}

async function expectNoEnglish(page: Page) {
  expect.soft(englishIn(await interfaceTexts(page)), 'English interface text').toEqual([]);
}

test.describe.configure({timeout: 90_000});

for (const visit of visits) {
  test.describe(`${visit.mode} mode, ${visit.width}`, () => {
    test.use({viewport: widths[visit.width], colorScheme: visit.mode});

    for (const entry of audited) {
      const checks = checksFor(entry, visit);
      if (checks.length === 0) continue;
      const has = (check: string) => checks.includes(check);

      test(`${entry.path}: ${checks.join('; ')}`, async ({page, context, baseURL}) => {
        const problems = has('stays on its origin, quietly') ? await watchPrivacy(page, baseURL!) : [];
        const response = await page.goto(entry.path);
        const {route} = entry;

        if (route && has('answers 200 with its title and h1')) {
          await test.step('answers 200 with its title and h1', async () => {
            expect.soft(response?.status()).toBe(200);
            await expect.soft(page).toHaveTitle(expectedTitle(route));
            await expect.soft(page.locator('h1')).toHaveText([route.h1]);
            await expect.soft(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.8.1');
            await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
          });
        }
        if (has('stays on its origin, quietly')) {
          expect.soft(response?.headers()['content-security-policy'], 'served policy').toContain("default-src 'self'");
        }

        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', visit.mode);
        // The family tools draw just after hydration: every check below sees them.
        const tool = familyTools[entry.path];
        if (tool) await expect(page.getByRole('form', {name: tool})).toBeVisible();

        if (has('no WCAG 2.2 A/AA violations')) {
          await test.step('no WCAG 2.2 A/AA violations', async () => {
            expect.soft(await wcagViolations(page), 'WCAG 2.2 A/AA violations').toEqual([]);
          });
        }
        if (has('no skipped heading level')) {
          await test.step('no skipped heading level', async () => {
            expect.soft(await skippedHeadingLevels(page), 'headings that skip a level').toEqual([]);
          });
        }
        if (has('no English interface text')) {
          await test.step('no English interface text', () => expectNoEnglish(page));
        }
        if (has('no English interface text with the menu open')) {
          await test.step('no English interface text with the menu open', async () => {
            await page.getByRole('button', {name: 'Menü kinyitása és becsukása'}).click();
            await expect(page.locator('.navbar-sidebar')).toBeVisible();
            await expectNoEnglish(page);
          });
        }
        if (has('reflows at 320 px: nothing scrolls sideways')) {
          await test.step('reflows at 320 px: nothing scrolls sideways', async () => {
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
        if (has('stays on its origin, quietly')) {
          await test.step('stays on its origin, quietly', async () => {
            await page.mouse.wheel(0, 3000); // brings links into view, which prefetches their pages
            await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
            expect.soft(problems, 'foreign requests, console errors, exceptions, CSP violations').toEqual([]);
            expect.soft(await context.cookies(), 'cookies').toEqual([]);
          });
        }
      });
    }
  });
}
