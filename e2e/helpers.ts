// The gates, collectors and locators the specs share. Route lists live in ./routes.ts, the per-route checks in
// ./pageChecks.ts.
import {expect, type Page} from '@playwright/test';

/** Docusaurus marks <html data-has-hydrated="true"> once React has taken over the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Ends the CSS transitions under way at their end values. The theme fades colours over 200 ms, so right after the colour
 * mode changes, text is still between its two colours, and a contrast check would read the blend.
 */
export async function finishTransitions(page: Page): Promise<void> {
  // Ended, not awaited: a transition on a link in a closed <details> (its content is skipped, content-visibility:
  // hidden) is never ticked, so its `finished` promise stays pending until the reader opens the details. Ending each
  // one gives the colours the fade ends on, at once, on every page.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
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
