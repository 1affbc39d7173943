import {expect, test, type Page} from '@playwright/test';
import {collectScriptBodies, holdScripts, searchBox, suggestions, waitForHydration} from './helpers';

async function search(page: Page, query: string) {
  await page.goto('/');
  await waitForHydration(page);
  await searchBox(page).fill(query);
}

const accentPairs = [
  {query: 'kétfaktoros', title: 'Kétfaktoros hitelesítés'},
  {query: 'ketfaktoros', title: 'Kétfaktoros hitelesítés'},
  {query: 'képernyőfelvétel', title: 'Képernyőkép és képernyőfelvétel készítése'},
  {query: 'kepernyofelvetel', title: 'Képernyőkép és képernyőfelvétel készítése'},
  {query: 'zaklatás', title: 'Internetes bántalmazás (cyberbullying)'},
  {query: 'zaklatas', title: 'Internetes bántalmazás (cyberbullying)'},
];

for (const {query, title} of accentPairs) {
  test(`„${query}” finds „${title}” first, with the match highlighted`, async ({page}) => {
    await search(page, query);
    const first = suggestions(page).first();
    await expect(first).toContainText(title);
    await expect(first.locator('mark').first()).toBeVisible();
  });
}

// None of these forms appears anywhere on the site; each guide uses other forms of the same word.
const inflected = [
  {query: 'jelszavainkat', title: 'Központi fiók'}, // „jelszavát”, „jelszavakat”
  {query: 'telefonjaink', title: 'Jó okostelefon a gyereknek'}, // „telefonját”, „telefonja”
  {query: 'zaklatásokat', title: 'Internetes bántalmazás (cyberbullying)'}, // „zaklatás”, „zaklatásnak”
  {query: 'kepernyofelveteleidet', title: 'Képernyőkép és képernyőfelvétel készítése'}, // inflected and without accents
];

for (const {query, title} of inflected) {
  test(`the inflected „${query}” finds „${title}”`, async ({page}) => {
    await search(page, query);
    await expect(suggestions(page).filter({hasText: title}).first()).toBeVisible();
  });
}

test('a nonsense query says there are no results', async ({page}) => {
  await search(page, 'qwxzyvbrm');
  await expect(page.getByText('Nincs találat', {exact: true})).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
});

test('keyboard only: shortcut, type, arrow, Enter opens the page', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('kepernyofelvetel');
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/utmutatok\/K%C3%A9perny%C5%91felv%C3%A9telek%20k%C3%A9sz%C3%ADt%C3%A9se/);
  await expect(page.locator('h1')).toHaveText('Képernyőkép és képernyőfelvétel készítése');
});

test('no request leaves the site while searching', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await search(page, 'jelszo');
  await expect(suggestions(page).first()).toBeVisible();
  await page.goto('/search?q=jelsz%C3%B3');
  await expect(page.locator('article').first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test('the full results page lists every match for a long query', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('kétfaktoros hitelesítés beállítása')}`);
  await expect(page.locator('h1')).toContainText('kétfaktoros hitelesítés beállítása');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /ketfaktoros-hitelesites/);
});

test('search is reachable on a 390 px phone screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await waitForHydration(page);
  await expect(searchBox(page)).toBeVisible();
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toBeInViewport();
});

test('only one search box is rendered', async ({page}) => {
  await page.goto('/docs/Bevezető');
  await expect(page.locator('input.navbar__search-input')).toHaveCount(1);
});

// The search bar's code (lunr and its stemmer among it) loads on first use, not with the page.
const searchCode = /Function is not registered with pipeline/; // one of lunr's messages

test('a first visit does not download the search bar; hovering the box does', async ({page}) => {
  const scripts = collectScriptBodies(page);
  await page.goto('/docs/hasznalat/kozponti-fiok');
  await waitForHydration(page);
  // Idle: the page's own scripts and its idle-time prefetches have had their turn.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((body) => searchCode.test(body))).toHaveLength(0);
  await searchBox(page).hover();
  await expect.poll(() => scripts.filter((body) => searchCode.test(body)).length).toBeGreaterThan(0);
});

test('what is typed while the search bar is still loading is kept, focus included', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  // Hold every script from now on until the text has been typed.
  const release = await holdScripts(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('kepernyo');
  release();
  await expect(suggestions(page).filter({hasText: 'Képernyőkép és képernyőfelvétel készítése'}).first()).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('kepernyo');
  await page.keyboard.type('felvetel');
  await expect(searchBox(page)).toHaveValue('kepernyofelvetel');
});

test('what is typed the moment the search bar arrives is kept', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  // Types into the bar as soon as it is in the page: after React has inserted it, before its effects have run (one
  // of which empties the box). A fast typist, or a busy phone, gets there.
  await page.evaluate(() => {
    const navbar = document.querySelector('.navbar')!;
    const observer = new MutationObserver(() => {
      if (!navbar.querySelector('[class*="searchBarLoadingRing"]')) return;
      observer.disconnect();
      const input = navbar.querySelector<HTMLInputElement>('input.navbar__search-input')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'kepernyo');
      input.dispatchEvent(new InputEvent('input', {bubbles: true, data: 'kepernyo', inputType: 'insertText'}));
    });
    observer.observe(navbar, {childList: true, subtree: true});
  });
  await searchBox(page).focus();
  await expect(searchBox(page)).toHaveValue('kepernyo');
  await expect(suggestions(page).filter({hasText: 'Képernyőkép és képernyőfelvétel készítése'}).first()).toBeVisible();
  await expect(searchBox(page)).toHaveValue('kepernyo');
});

test('a reader who tabs past the box before the index arrives keeps their place', async ({page}) => {
  await page.goto('/docs/utmutatok/jookostelefon');
  await waitForHydration(page);
  await searchBox(page).hover();
  // Only the plugin's bar has the loading ring: its code is here, the index is not.
  await expect(page.locator('.navbar__search [class*="searchBarLoadingRing"]')).toBeAttached();
  // Loading the index also downloads the autocomplete code: hold it while the reader moves on.
  const release = await holdScripts(page);
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.outerHTML);
  expect(next).not.toContain('navbar__search-input');
  release();
  // autocomplete.js wraps the input in a <span> when it sets up, right before the plugin decides where focus goes.
  await expect(page.locator('span > input.navbar__search-input')).toBeAttached();
  await expect(searchBox(page)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(next);
});

test('a result link opened directly highlights the searched words', async ({page}) => {
  await page.goto(`/docs/hasznalat/ketfaktoros-hitelesites?_highlight=${encodeURIComponent('hitelesítés')}`);
  await expect(page.locator('article mark').first()).toBeVisible();
  await expect(page.locator('article mark').first()).toHaveText(/hitelesítés/i);
});

test('when the search bar cannot be downloaded, the page keeps working and a later try succeeds', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog');
  await waitForHydration(page);
  await page.route('**/*.js', (route) => route.abort());
  const downloadFailed = page.waitForEvent('requestfailed');
  await searchBox(page).hover();
  await searchBox(page).focus();
  await downloadFailed;
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(searchBox(page)).toBeFocused();
  expect(errors).toEqual([]);
  await page.unroute('**/*.js');
  await page.locator('h1').click();
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toContainText('Kétfaktoros hitelesítés');
});
