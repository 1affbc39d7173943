import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {searchBox, suggestions, waitForHydration} from './helpers';

// The parent-style query set (also measured by `npm run bench`): each query is typed into the real search bar of the
// built site, and the pages its worker answers with are read by a listen-only probe (search-probe.js).
type QuerySet = {queries: {query: string; page: string; kind: string}[]};
const {queries} = JSON.parse(readFileSync(path.join(__dirname, 'search-queries.json'), 'utf8')) as QuerySet;
const probe = path.join(__dirname, 'search-probe.js');

type Answer = {input: string; pages: string[]; tokens: string[]};
declare global {
  interface Window {
    __searchAnswers: Answer[];
  }
}

async function ask(page: Page, query: string): Promise<Answer> {
  await searchBox(page).fill('');
  await searchBox(page).fill(query);
  const answer = await page.waitForFunction(
    (q) => [...window.__searchAnswers].reverse().find((a) => a.input === q),
    query,
  );
  return (await answer.jsonValue()) as Answer;
}

test.beforeEach(async ({page}) => {
  await page.addInitScript({path: probe});
});

test(`the ${queries.length} parent-style queries: the right page in the top 3 for each, first for at least 90 %`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(queries.length).toBeGreaterThanOrEqual(40);
  await page.goto('/');
  await waitForHydration(page);
  const firsts: string[] = [];
  for (const {query, page: expected} of queries) {
    const answer = await ask(page, query);
    expect.soft(answer.pages.slice(0, 3), `„${query}” should find ${expected} in its top 3`).toContain(expected);
    if (answer.pages[0] === expected) firsts.push(query);
    else
      console.log(
        `not first: „${query}” → ${answer.pages.slice(0, 3).join(' | ') || 'no results'} (expected ${expected})`,
      );
  }
  // What the bar shows is what the worker answered.
  await expect(suggestions(page).first()).toBeVisible();
  expect(firsts.length / queries.length, `top-1: ${firsts.length} of ${queries.length}`).toBeGreaterThanOrEqual(0.9);
});

test('every guide is the expected answer of some query in the set', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const guides = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]+)<\/loc>/g)]
    .map((match) => decodeURI(match[1]))
    .filter((route) => !route.startsWith('/docs/category/') && route !== '/docs/utemterv');
  expect(guides.length).toBeGreaterThan(5);
  const expected = new Set(queries.map((q) => q.page));
  for (const guide of guides) expect(expected, guide).toContain(guide);
});

test('a question whose extra words are on no page still finds the guide, and only words on no page say „Nincs találat”', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const answer = await ask(page, 'hány évesen kaphat okostelefont a gyerek');
  expect(answer.pages[0]).toBe('/docs/utmutatok/jookostelefon');
  await expect(suggestions(page).first()).toBeVisible();
  const nothing = await ask(page, 'qwxzyvbrm zzkvjqp');
  expect(nothing.pages).toEqual([]);
  await expect(page.getByText('Nincs találat', {exact: true})).toBeVisible();
});

test('a synonym leads to the guide, and the guide highlights the words it matched', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const answer = await ask(page, 'screenshot');
  expect(answer.pages[0]).toBe('/docs/utmutatok/Képernyőfelvételek készítése');
  await expect(suggestions(page).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page.locator('h1')).toHaveText('Képernyőkép és képernyőfelvétel készítése');
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('an unaccented plural finds the guide and highlights the accented words on it', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const answer = await ask(page, 'okostelefonok');
  expect(answer.pages[0]).toBe('/docs/utmutatok/jookostelefon');
  await expect(suggestions(page).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/docs\/utmutatok\/jookostelefon/);
  await expect(
    page
      .locator('article mark')
      .filter({hasText: /okostelefon/i})
      .first(),
  ).toBeVisible();
});

test('the results page uses the same query pipeline', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('kikozosites')}`);
  // The results page downloads the index and starts its worker first: on a busy machine that takes seconds.
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /cyberbullying/, {timeout: 15_000});
});

test('the search index stays under 250 KiB gzipped', async ({request}) => {
  const response = await request.get('/search-index.json');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(gzipSync(body).length).toBeLessThan(250 * 1024);
});
