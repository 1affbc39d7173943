import {expect, type Page} from '@playwright/test';

/** Docusaurus marks <html data-has-hydrated="true"> once React has taken over the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
