// The gates, collectors and locators the specs share. Route lists live in ./routes.ts, the per-route checks in
// ./pageChecks.ts.
import {expect, type Page} from '@playwright/test';

/** Docusaurus marks <html data-has-hydrated="true"> once React has taken over the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits for the CSS transitions under way to end. The theme fades colours over 200 ms, so right after the colour mode
 * changes, text is still between its two colours, and a contrast check would read the blend.
 */
export async function finishTransitions(page: Page): Promise<void> {
  // At most 2 s: the theme's fades take 200 ms, and a transition that never runs to its end (one the browser keeps
  // pending on a long page) must not hold the audit for ever.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Holds every script download from now on until the returned function is called: a route change or a lazy load then
 * lasts as long as the test needs. (Routing also turns off the HTTP cache, so each script really is requested.)
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The Content Security Policy violations Chromium reports in the console, from now on. */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The body of every script the page downloads from now on. */
export function collectScriptBodies(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

/** The navbar's search box (a combobox, src/plugins/search/theme/SearchBar), and the suggestions under it. */
export const searchBox = (page: Page) => page.locator('.navbar').getByRole('combobox', {name: 'Keresés'});
export const suggestions = (page: Page) => page.locator('[role="listbox"] [role="option"]');
