/// <reference lib="dom.iterable" />
import {expect, test, type Page} from '@playwright/test';
import {collectScriptBodies, searchBox, suggestions, waitForHydration} from './helpers';

// The site's own search (src/plugins/search) in the browser. Its ranking is tested without one, on the built index
// (src/plugins/search/quality.test.ts); here: that the bar and the results page use it, and how they behave.

/** The words marked on the page (markMatches.ts: CSS Custom Highlight API ranges, the DOM untouched). */
const markedWords = (page: Page) =>
  page.evaluate(() => [...(CSS.highlights.get('search-match') ?? [])].map((range) => (range as Range).toString()));

async function search(page: Page, query: string) {
  await page.goto('/');
  await waitForHydration(page);
  await searchBox(page).fill(query);
}

const accentPairs = [
  {query: 'kétfaktoros', title: 'Kétfaktoros hitelesítés'},
  {query: 'ketfaktoros', title: 'Kétfaktoros hitelesítés'},
  {query: 'kepernyofelvetel', title: 'Képernyőkép és képernyőfelvétel készítése'},
  {query: 'zaklatas', title: 'Internetes bántalmazás (cyberbullying)'},
  {query: 'okostelefonok', title: 'Jó okostelefon a gyereknek'},
  {query: 'screenshot', title: 'Képernyőkép és képernyőfelvétel készítése'},
];

for (const {query, title} of accentPairs) {
  test(`„${query}” suggests „${title}” first, with the match highlighted`, async ({page}) => {
    await search(page, query);
    const first = suggestions(page).first();
    await expect(first).toContainText(title);
    await expect(first.locator('mark').first()).toBeVisible();
  });
}

test('a question whose extra words are on no page still finds the guide', async ({page}) => {
  await search(page, 'hány évesen kaphat okostelefont a gyerek');
  await expect(suggestions(page).first()).toContainText('Jó okostelefon a gyereknek');
});

test('a nonsense query says „Nincs találat” and offers the guides', async ({page}) => {
  await search(page, 'qwxzyvbrm zzkvjqp');
  await expect(page.getByText('Nincs találat', {exact: true}).and(page.locator(':not([role=status])'))).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
  await page.getByRole('link', {name: 'Nézd meg az útmutatók áttekintését'}).click();
  await expect(page).toHaveURL(/\/docs\/Bevezet/);
});

test('„Nincs találat” is no dead end: the help lines, 112 first, and the situation list, in the bar and on /search', async ({
  page,
}) => {
  await search(page, 'qwxzyvbrm zzkvjqp');
  const telLinks = page.locator('.navbar a[href^="tel:"]');
  await expect(telLinks.first()).toHaveAttribute('href', 'tel:112');
  await expect(telLinks.first()).toBeVisible();
  await expect(page.locator('.navbar a[href="tel:116111"]')).toBeVisible();
  const situations = page.locator('.navbar').getByRole('link', {name: /^Mi történt\? Válaszd ki/});
  await expect(situations).toHaveAttribute('href', /\/#baj-van$/);
  await page.goto('/search?q=qwxzyvbrm');
  const main = page.locator('main');
  await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:112');
  await expect(main.getByRole('link', {name: /^Mi történt\? Válaszd ki/})).toHaveAttribute('href', /\/#baj-van$/);
});

// Safety (usability test 2026-11-28): a parent's sentence about a child who wants to die put the sextortion steps
// first and no help line in sight. Now the self-harm situation comes first, and the help lines (112 first, then those
// the self-harm steps name) stand above the results, in the bar and on /search.
test('a sentence about wanting to die opens the self-harm steps first, under the help lines, 112 first', async ({
  page,
}) => {
  const query = 'a gyerekem azt mondta meg akar halni';
  await search(page, query);
  await expect(suggestions(page).first()).toContainText('A gyerekem bántani akarja magát');
  const lines = page.locator('.navbar [data-crisis="onsertes"] a[href^="tel:"]');
  await expect(lines.first()).toHaveAttribute('href', 'tel:112');
  await expect(lines.first()).toBeVisible();
  await expect(lines.nth(1)).toHaveAttribute('href', 'tel:116123');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/#baj-onsertes$/);
  await expect(page.locator('details#baj-onsertes')).toHaveAttribute('open', '');

  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const help = page.locator('main [data-crisis="onsertes"]');
  await expect(help.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:112');
  await expect(page.locator('main article').first().locator('h2 a')).toHaveAttribute('href', /#baj-onsertes$/);
  // Above the results.
  const helpBox = await help.boundingBox();
  const firstResult = await page.locator('main article').first().boundingBox();
  expect(helpBox!.y).toBeLessThan(firstResult!.y);

  // A child's own sentence: the children's card, and the Kék Vonal after 112.
  await search(page, 'meg akarok halni');
  await expect(suggestions(page).first()).toContainText('Nagyon rossz, bántanám magam');
  const childLines = page.locator('.navbar [data-crisis="onsertes"] a[href^="tel:"]');
  await expect(childLines.first()).toHaveAttribute('href', 'tel:112');
  await expect(childLines.nth(1)).toHaveAttribute('href', 'tel:116111');
});

// Safety (usability test 2026-11-28, phone): a parent's sentence about a missing child that also names the phone put
// the lost-phone steps first and the missing-child situation fourth. The situation (112 first) comes first, under the
// help lines: 112, then the line its steps name.
test('a sentence about a missing child opens the missing-child steps first, under the help lines, 112 first', async ({
  page,
}) => {
  await search(page, 'eltűnt a gyerekem nem veszi fel a telefont');
  const first = suggestions(page).first();
  await expect(first).toContainText('Eltűnt a gyerekem');
  const lines = page.locator('.navbar [data-crisis="eltunt-gyerek"] a[href^="tel:"]');
  await expect(lines.first()).toHaveAttribute('href', 'tel:112');
  await expect(lines.nth(1)).toHaveAttribute('href', 'tel:116000');
  await first.click();
  await expect(page).toHaveURL(/\/#baj-eltunt$/);
  await expect(page.locator('details#baj-eltunt')).toHaveAttribute('open', '');

  // A lost phone alone keeps its own steps.
  await search(page, 'ellopták a telefonomat mit tegyek');
  await expect(suggestions(page).first()).toContainText('Elveszett vagy ellopták a telefont');
  await expect(page.locator('.navbar [data-crisis]')).toHaveCount(0);
});

// Both failed before issue #29: the first went to the „SMS-kód” section, the second to the screenshot guide.
test('a sentence finds the section with the steps: the first suggestion opens it', async ({page}) => {
  await search(page, 'nem tudok belépni mert elveszett a telefonom amin a kód jön');
  const first = suggestions(page).first();
  await expect(first).toContainText('Kétfaktoros hitelesítés');
  await expect(first).toContainText('Mi a teendő, ha elveszett a telefon?');
  await first.click();
  await expect(page).toHaveURL(/\/docs\/hasznalat\/ketfaktoros-hitelesites#mi-a-teend/);
});

test('a child’s sentence finds the page about blackmail, not the screenshot guide', async ({page}) => {
  await search(page, 'valaki a képemmel fenyeget');
  // The guide's blackmail steps or the children's card in the child's own words (as quality.test.ts accepts).
  await expect(suggestions(page).first()).toContainText(/Kommunikáció gyerekkel|Valaki egy képemmel fenyeget/);
  await expect(suggestions(page).first()).not.toContainText('Képernyőkép');
});

test('a parent’s sentence opens the home page’s situation with its steps already open', async ({page}) => {
  await search(page, 'eltűnt a gyerek');
  const first = suggestions(page).first();
  await expect(first).toContainText('Eltűnt a gyerekem');
  await first.click();
  await expect(page).toHaveURL(/\/#baj-eltunt$/);
  await expect(page.locator('details#baj-eltunt')).toHaveAttribute('open', '');
  await expect(page.locator('details#baj-eltunt [data-procedure]')).toBeVisible();
});

test('a child’s words find the children’s situation; an app’s name finds the app’s own section', async ({page}) => {
  await search(page, 'valaki képet kér tőlem');
  // Titled with the situation's own words and its list, not the site's name (ux-round3 fault 13).
  await expect(suggestions(page).first()).toContainText('Valaki képet vagy titoktartást kér tőlem');
  await expect(suggestions(page).first()).toContainText('Gyerekeknek: ha baj van');
  await expect(suggestions(page).first()).not.toContainText('Digitális tudatosság');
  await searchBox(page).fill('hány évesen lehet tiktok');
  await expect(suggestions(page).first()).toContainText('TikTok');
});

test('the roadmap is a suggestion only among the first two (usability rounds 29–30)', async ({page}) => {
  await search(page, 'családi jelszókezelő');
  await expect(suggestions(page).first()).toContainText('Központi fiók');
  await expect(suggestions(page).filter({hasText: 'Ütemterv'})).toHaveCount(0);
  // The results page lists every page the engine found, the roadmap last.
  await page.goto(`/search?q=${encodeURIComponent('családi jelszókezelő')}`);
  await expect(page.locator('main a[href^="/docs/utemterv"]').first()).toBeVisible();
  // Among the first two, it answers a question about the site (first since its section answers it twice as well as
  // the guides' best).
  await search(page, 'Szeretnék kérni egy leírást az online játékokról, hogy tudok témát kérni?');
  await expect(suggestions(page).nth(0).or(suggestions(page).nth(1)).filter({hasText: 'Ütemterv'})).toHaveCount(1);
});

// The usability test's children's sentences that opened the parents' text or another card (issue #29): a verb said of
// the speaker („csúfol”, „zsarolnak”), a typo, a request („kéri, küldjek”) that is not what the child did („küldtem”).
const childrensCards = [
  {query: 'mindenki csúfol a csoportban', card: 'Bántanak, csúfolnak vagy kiközösítenek a neten', id: 'gyerek-bantas'},
  {query: 'zsarolnak egy kéeppel', card: 'Valaki egy képemmel fenyeget', id: 'gyerek-fenyeget'},
  {
    query: 'valaki azt kéri küldjek képet magamrol',
    card: 'Valaki képet vagy titoktartást kér tőlem',
    id: 'gyerek-kozeledes',
  },
];
for (const {query, card, id} of childrensCards) {
  test(`a child’s „${query}” opens the children’s card „${card}”`, async ({page}) => {
    await search(page, query);
    const first = suggestions(page).first();
    await expect(first).toContainText(card);
    await expect(first).toContainText('Gyerekeknek: ha baj van');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
  });
}

// A parent's words (issue #29): a verb alone is a keyword, not a child's voice („zsarol”: the parents' blackmail steps,
// not the children's card), and a stranger writing to one's child opens the grooming steps.
test('a bare „zsarol” opens the parents’ blackmail steps, not the children’s card', async ({page}) => {
  await search(page, 'zsarol');
  const first = suggestions(page).first();
  await expect(first).toContainText('Kommunikáció gyerekkel');
  await expect(first).not.toContainText('Gyerekeknek: ha baj van');
  await first.click();
  await expect(page).toHaveURL(/\/docs\/utmutatok\/Kommunik%C3%A1ci%C3%B3%20gyerekkel#zsarolas$/);
});

test('„egy idegen ír a fiamnak” opens the parents’ card on a stranger asking for pictures or a meeting', async ({
  page,
}) => {
  await search(page, 'egy idegen ír a fiamnak');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/#baj-kozeledes$/);
  await expect(page.locator('details#baj-kozeledes')).toHaveAttribute('open', '');
});

test('one live region, in the page before the list opens, announces loading, the count and „Nincs találat”', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const status = page.locator('.navbar').getByRole('status');
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText('');
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(status).toHaveText(`${await suggestions(page).count()} javaslat`);
  await searchBox(page).fill('qwxzyvbrm zzkvjqp');
  await expect(status).toHaveText('Nincs találat');
  await searchBox(page).press('Escape');
  await expect(status).toHaveText('');
});

test('arrow keys keep the active suggestion in sight; a closed list starts again from the box', async ({page}) => {
  await page.setViewportSize({width: 390, height: 480});
  await search(page, 'jelszo');
  await expect(suggestions(page)).toHaveCount(8);
  const box = searchBox(page);
  for (let step = 0; step < 8; step += 1) await box.press('ArrowDown');
  const last = suggestions(page).last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();
  await box.press('Escape');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await suggestions(page).first().getAttribute('id'))!);
});

test('keyboard only: Ctrl+K, type, arrows through the combobox, Enter opens the page', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await page.keyboard.type('kepernyofelvetel');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page).first()).toBeVisible();
  const listbox = page.locator(`#${await box.getAttribute('aria-controls')}`);
  await expect(listbox).toHaveAttribute('role', 'listbox');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${active}"]`)).toContainText('Képernyőkép és képernyőfelvétel készítése');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/utmutatok\/K%C3%A9perny%C5%91felv%C3%A9telek%20k%C3%A9sz%C3%ADt%C3%A9se/);
  await expect(page.locator('h1')).toHaveText('Képernyőkép és képernyőfelvétel készítése');
});

// Usability round 10: a suggestion copied the typed words into the address (?_highlight=…), so on a shared family phone
// they stayed in the browser's history and its address-bar suggestions. The history entry's state carries them now.
test('a suggestion opens with the searched words marked, in any form, and the words stay out of the address', async ({
  page,
}) => {
  await search(page, 'okostelefonok');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/docs\/utmutatok\/jookostelefon(#[^?]*)?$/);
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => markedWords(page)).toContainEqual(expect.stringMatching(/^okostelefon/i));
  await expect(page.locator('article mark')).toHaveCount(0);
  // The marks come back after a reload: the state belongs to the history entry.
  await page.reload();
  await expect.poll(() => markedWords(page)).toContainEqual(expect.stringMatching(/^okostelefon/i));
});

test('marking leaves the page’s own text alone: a figure’s SVG text stays whole', async ({page}) => {
  const url = '/docs/kozossegi media/cyberbullying';
  await page.goto(url);
  const figureText = page.locator('article svg text').filter({hasText: /^Bizonyíték$/});
  await expect(figureText).toHaveCount(1);
  const svgTexts = await page.locator('article svg text').allTextContents();
  await page.goto(`${url}?_highlight=${encodeURIComponent('bizonyíték')}`);
  await expect.poll(() => markedWords(page)).toContainEqual(expect.stringMatching(/^bizonyíték/i));
  await expect(page.locator('svg mark')).toHaveCount(0);
  await expect(figureText).toHaveText('Bizonyíték');
  expect(await page.locator('article svg text').allTextContents()).toEqual(svgTexts);
});

/** WCAG contrast of two `rgb(…)` colours. */
function contrast(first: string, second: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/\d+/g)!
      .slice(0, 3)
      .map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`marked words are legible in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.goto(`/docs/hasznalat/ketfaktoros-hitelesites?_highlight=${encodeURIComponent('hitelesítés')}`);
    await expect.poll(() => markedWords(page)).not.toEqual([]);
    const {background, color} = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('article p')!, '::highlight(search-match)');
      return {background: style.backgroundColor, color: style.color};
    });
    expect(contrast(background, color)).toBeGreaterThanOrEqual(4.5);
  });
}

test('a result link opened directly marks the searched words', async ({page}) => {
  await page.goto(`/docs/hasznalat/ketfaktoros-hitelesites?_highlight=${encodeURIComponent('hitelesítés')}`);
  await expect.poll(() => markedWords(page)).toContainEqual(expect.stringMatching(/^hitelesítés/i));
  // The marks sit in text React rendered: leaving the page still works.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.locator('nav.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  // Leaving the result page removes its marks.
  await expect.poll(() => markedWords(page)).toEqual([]);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Enter without a chosen suggestion opens the results page; Escape closes the list', async ({page}) => {
  await search(page, 'jelszokezelo');
  await expect(suggestions(page).first()).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jelszokezelo$/);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('the results page: ?q= in the address, Hungarian title, highlighted matches, links to sections', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent('tartalékkódok')}`);
  await expect(page).toHaveTitle(/^Találatok erre: „tartalékkódok”/);
  await expect(page.locator('main h1')).toHaveText('Találatok erre: „tartalékkódok”');
  const first = page.locator('main article').first();
  await expect(first.locator('h2 a')).toHaveAttribute('href', /ketfaktoros-hitelesites\?_highlight=tartal/);
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first.locator('li a[href*="#"]').first()).toBeVisible();
  // A new query from the page's own form goes into the address.
  await page.getByRole('searchbox', {name: 'Keresés'}).fill('kikozosites');
  await page.getByRole('button', {name: 'Keresés'}).click();
  await expect(page).toHaveURL(/\/search\?q=kikozosites$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /cyberbullying/);
});

// Usability test 2026-11-28: a result's big link was the page's title, the top of a 15 000–22 000 px guide; the
// section that answers was a small link under it.
test('the results page: a result’s main link opens the section the bar would open, the guide named above it', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent('ellopták a telefonomat mit tegyek')}`);
  const first = page.locator('main article').first();
  const main = first.locator('h2 a');
  await expect(main).toHaveAttribute('href', /jookostelefon\?_highlight=[^#]+#elveszett-vagy-ellopt/);
  await expect(main).toHaveText('Elveszett vagy ellopták a telefont');
  // The guide's title is there as context, and no link of its own.
  await expect(first).toContainText('Jó okostelefon a gyereknek');
  await expect(first.getByRole('link', {name: 'Jó okostelefon a gyereknek'})).toHaveCount(0);
  // The same section the bar's first suggestion opens.
  await search(page, 'ellopták a telefonomat mit tegyek');
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/jookostelefon#elveszett-vagy-ellopt/);
});

test('the results page keeps focus in its field across searches, and Back returns to the previous query', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent('tartalékkódok')}`);
  await waitForHydration(page);
  const field = page.locator('main').getByRole('searchbox', {name: 'Keresés'});
  await field.fill('kikozosites');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kikozosites$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /cyberbullying/);
  await expect(field).toBeFocused();
  // Ctrl+K does not take the focus away to the navbar's box.
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=tartal/);
  await expect(field).toHaveValue('tartalékkódok');
  await expect(page.locator('main h1')).toHaveText('Találatok erre: „tartalékkódok”');
});

test('the results page is kept out of search engines and the sitemap', async ({page, request}) => {
  await page.goto('/search?q=jelszo');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/<loc>[^<]*\/search<\/loc>/);
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

test('search is reachable on a 390 px phone screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  await waitForHydration(page);
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toBeInViewport();
});

test('only one search box is rendered', async ({page}) => {
  await page.goto('/docs/Bevezető');
  await expect(page.getByRole('combobox')).toHaveCount(1);
});

// MiniSearch's own error messages: in its chunk, and nowhere else.
const engineCode = /MiniSearch: unknown option/;

test('a first visit downloads neither the engine, the index nor the suggestion list; hovering the box does', async ({
  page,
}) => {
  const scripts = collectScriptBodies(page);
  const indexRequests: string[] = [];
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index\.[0-9a-f]+\.json$/.test(request.url())) indexRequests.push(request.url());
    // The list's code ran on every page while it hydrated (issue 28, Lighthouse's blocking time on the home page).
    if (/search-suggestions\.[0-9a-f]+\.js$/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto('/docs/hasznalat/kozponti-fiok');
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((body) => engineCode.test(body))).toHaveLength(0);
  expect(indexRequests).toEqual([]);
  expect(listRequests).toEqual([]);
  await searchBox(page).hover();
  await expect.poll(() => scripts.filter((body) => engineCode.test(body)).length).toBeGreaterThan(0);
  expect(indexRequests).toHaveLength(1);
  await expect.poll(() => listRequests.length).toBe(1);
});

test('while the index loads the box says so, and what was typed is searched when it arrives', async ({page}) => {
  // Held from the start: however early the page asks for the index, it arrives only when the test says so.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-index\.[0-9a-f]+\.json$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/blog');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('kepernyo');
  await expect(page.locator('.navbar').getByRole('status')).toHaveText('Keresés betöltése…');
  await expect(page.getByText('Keresés betöltése…').and(page.locator(':not([role=status])'))).toBeVisible();
  release();
  await expect(suggestions(page).first()).toContainText('Képernyőkép és képernyőfelvétel készítése');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('kepernyo');
});

test('when search cannot be downloaded, the page keeps working and a later try succeeds', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog');
  await waitForHydration(page);
  await page.route(/search-index\.[0-9a-f]+\.json$/, (route) => route.abort());
  await searchBox(page).fill('ketfaktoros');
  await expect(
    page.getByText('A keresés most nem tölthető be. Próbáld újra később.').and(page.locator(':not([role=status])')),
  ).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.unroute(/search-index\.[0-9a-f]+\.json$/);
  await page.locator('h1').click();
  await searchBox(page).fill('');
  await searchBox(page).focus();
  await searchBox(page).fill('ketfaktoros');
  await expect(suggestions(page).first()).toContainText('Kétfaktoros hitelesítés');
});
