// WCAG 2.2, 1.4.10 Reflow: at 320 CSS px wide (1280 px zoomed to 400 %) a page reads without scrolling sideways.
// Every route, the search page and the not-found page, with the whole footer.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {allRoutes} from './routes';

const paths = [...allRoutes.map((route) => route.path), '/search', '/nincs-ilyen-oldal'];

test.use({viewport: {width: 320, height: 640}});

for (const path of paths) {
  test(`${path} reflows at 320 px: nothing scrolls sideways`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const overflow = await page.evaluate(() => {
      const {scrollWidth, clientWidth} = document.documentElement;
      // What sticks out, for the failure message: the innermost elements past the right edge.
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((element) => element.getBoundingClientRect().right > clientWidth + 0.5)
        .filter(
          (element) => !Array.from(element.children).some((child) => child.getBoundingClientRect().right > clientWidth),
        )
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} „${element.textContent?.trim().slice(0, 40)}”`,
        );
      return {by: scrollWidth - clientWidth, culprits};
    });
    expect(
      overflow.by,
      `px the page scrolls sideways; sticking out: ${overflow.culprits.join('; ')}`,
    ).toBeLessThanOrEqual(0);
  });
}
