import {expect, type Page} from '@playwright/test';

/** The colour-mode toggle is disabled in the server HTML and enabled once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
}
