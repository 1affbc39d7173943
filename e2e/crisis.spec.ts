import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';

// A frightened parent or a child on a phone at night: from the home page, two taps on controls that name the
// situation bring its steps on screen (issue „Help at the first tap”).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`phone, ${colorScheme}`, () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, colorScheme});

    const inView = async (page: Page, selector: string) => {
      const box = page.locator(selector).first();
      await expect(box).toBeVisible();
      await expect(box).toBeInViewport();
    };

    test('two taps: „Baj van?”, then the blackmail situation, show the sextortion steps, 112 first', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('link', {name: 'Baj van? Mi történt?', exact: true}).tap();
      await page.getByText('Valaki egy képpel zsarolja a gyerekemet', {exact: true}).tap();
      await inView(page, '#baj-zsarolas ol[data-procedure="zsarolas"]');
      const firstStep = page.locator('#baj-zsarolas ol[data-procedure="zsarolas"] > li').first();
      await expect(firstStep.locator('a[href="tel:112"]').first()).toBeVisible();
    });

    test('two taps reach the missing-child and the lost-phone steps', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const crisisButton = page.getByRole('link', {name: 'Baj van? Mi történt?', exact: true});
      await crisisButton.tap();
      await page.getByText('Eltűnt a gyerekem', {exact: true}).tap();
      await inView(page, '#baj-eltunt ol[data-procedure="eltunt-gyerek"]');
      await page.goto('/');
      await waitForHydration(page);
      await crisisButton.tap();
      await page.getByText('Elveszett vagy ellopták a telefont', {exact: true}).tap();
      await inView(page, '#baj-telefon ol[data-procedure="elveszett-telefon"]');
    });

    test('two taps: „Gyerekeknek”, then a situation in a child’s words, show the text written for children', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('header').getByRole('link', {name: 'Gyerekeknek'}).tap();
      await page.getByText('Valaki egy képemmel fenyeget', {exact: true}).tap();
      await inView(page, '#gyerek-fenyeget [data-procedure="zsarolas"][data-variant="child"]');
      // 112 and the Kék Vonal stay one tap away above the children's situations.
      const section = page.locator('section', {has: page.locator('#gyerekeknek')});
      await expect(section.locator('a[href="tel:112"]').first()).toBeVisible();
      await expect(section.locator('a[href="tel:116111"]').first()).toBeVisible();
    });

    test('the phone menu leads to the crisis path and the children’s texts', async ({page}) => {
      await page.goto('/docs/Bevezető');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Menü kinyitása és becsukása'}).tap();
      const menu = page.locator('.navbar-sidebar');
      // On a guide the menu opens on the guides' sidebar; the site's own entries are one level up.
      await menu.getByRole('button', {name: '← Vissza a főmenübe'}).tap();
      await expect(menu.getByRole('link', {name: 'Baj van?'})).toHaveAttribute('href', '/#baj-van');
      await expect(menu.getByRole('link', {name: 'Gyerekeknek'})).toHaveAttribute('href', '/#gyerekeknek');
      await menu.getByRole('link', {name: 'Baj van?'}).tap();
      await expect(page).toHaveURL(/\/#baj-van$/);
      await inView(page, '#baj-van');
    });
  });
}

test('a link to a situation opens it: /#baj-onsertes shows the self-harm steps', async ({page}) => {
  await page.goto('/#baj-onsertes');
  await waitForHydration(page);
  await expect(page.locator('#baj-onsertes')).toHaveAttribute('open', '');
  await expect(page.locator('#baj-onsertes ol[data-procedure="onsertes"]')).toBeInViewport();
});

test('every situation shows its procedure from the shared data, and each parents’ list opens with 112', async ({
  page,
}) => {
  await page.goto('/');
  const situations = page.locator('#baj-van ~ ul > li > details, #gyerekeknek ~ ul > li > details');
  expect(await situations.count()).toBeGreaterThanOrEqual(16);
  for (const details of await situations.all()) {
    await expect(details.locator('[data-procedure]')).toHaveCount(1, {timeout: 1000});
  }
  for (const list of await page.locator('#baj-van ~ ul ol[data-procedure]').all()) {
    await expect(list.locator(':scope > li').first().locator('a[href="tel:112"]').first()).toBeAttached();
  }
});
