import {existsSync, readdirSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {algolia, variants} from '../../scripts/variants.mjs';
import {collectCspViolations, waitForHydration} from '../helpers';

// The site built with ALGOLIA_* set (dummy credentials, scripts/build-variants.mjs). No request reaches Algolia:
// the test answers DocSearch's queries itself, after the browser has applied the served CSP and referrer policy.
const {dir} = variants.find((variant) => variant.name === 'algolia')!;
const algoliaHosts = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;

/** A DocSearch (v3) hit, in the shape of the crawler's records. */
const hit = {
  objectID: 'e2e-1',
  url: 'https://digitalis-tudatossag.hu/docs/hasznalat/ketfaktoros-hitelesites',
  type: 'lvl1',
  content: null,
  hierarchy: {
    lvl0: 'Útmutatók',
    lvl1: 'Kétfaktoros hitelesítés',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Útmutatók', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Kétfaktoros</mark> hitelesítés', matchLevel: 'full', matchedWords: ['ketfaktoros']},
    },
  },
  _snippetResult: {hierarchy: {lvl1: {value: 'Kétfaktoros hitelesítés', matchLevel: 'none'}}},
};

/** Answers DocSearch's queries; returns the requests it answered. */
async function answerAlgolia(page: Page) {
  const answered: Array<{url: string; referer: string | undefined}> = [];
  await page.route(algoliaHosts, async (route) => {
    const request = route.request();
    answered.push({url: request.url(), referer: (await request.allHeaders()).referer});
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'},
      });
    }
    const {requests = [{}]} = request.postDataJSON() ?? {};
    const results = requests.map(({indexName}: {indexName?: string}) => ({
      hits: [hit],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: 'ketfaktoros',
      params: '',
      index: indexName ?? algolia.indexName,
    }));
    return route.fulfill({json: {results}, headers: {'access-control-allow-origin': '*'}});
  });
  return answered;
}

test('the DocSearch button is rendered, and it is the only search box', async ({page}) => {
  await page.goto('/docs/Bevezető');
  await waitForHydration(page);
  await expect(page.locator('.DocSearch-Button')).toHaveCount(1);
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await expect(page.locator('input.navbar__search-input')).toHaveCount(0);
});

test('no local search index ships', () => {
  expect(existsSync(dir)).toBe(true);
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'});
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => /search-index.*\.json$/.test(file))).toEqual([]);
});

test('a query reaches Algolia through the served CSP, with the origin as referrer, and shows the hit', async ({
  page,
  baseURL,
}) => {
  const violations = collectCspViolations(page);
  const answered = await answerAlgolia(page);
  await page.goto('/');
  await waitForHydration(page);

  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('ketfaktoros');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Kétfaktoros hitelesítés', {timeout: 10_000});
  expect(violations).toEqual([]);
  const queries = answered.filter(({url}) => url.includes('/queries'));
  expect(queries.length).toBeGreaterThan(0);
  expect(new URL(queries[0].url).host).toBe(`${algolia.appId.toLowerCase()}-dsn.algolia.net`);
  // A search-only key restricted to the site's referrers is accepted only with the site in Referer.
  expect(queries.every(({referer}) => referer === `${baseURL}/`)).toBe(true);
});

test('the Algolia search page and dialog speak Hungarian', async ({page}) => {
  await answerAlgolia(page);
  await page.goto('/search?q=ketfaktoros');
  await waitForHydration(page);
  await expect(page.getByText('1 találat', {exact: true})).toBeVisible({timeout: 10_000});
  await expect(page.getByPlaceholder('Írd be, mit keresel')).toBeVisible();
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Keresés az útmutatókban');
  await expect(page.locator('.DocSearch-Footer')).toContainText('kiválasztás');
  await expect(page.locator('.DocSearch-Footer')).toContainText('bezárás');
});
