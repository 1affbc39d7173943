// The checks the routes get, each run on a page that pages.spec.ts has already opened: one visit per route runs all
// the checks that apply to it.
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import type {APIRequestContext, Page} from '@playwright/test';
import axe from 'axe-core';
import {idsIn} from './html';

// --- Accessibility -----------------------------------------------------------------------------------------------

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const summarize = (violations: {id: string; nodes: {target: unknown[]}[]}[]) =>
  violations.flatMap(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** The rules whose results depend on colours: the only ones that can change when nothing but the colour mode does. */
const colourRules = ['color-contrast', 'link-in-text-block'];

type AxeWindow = {axe?: typeof axe};

/**
 * Axe's WCAG 2.2 A/AA violations on the page as it is, one line per rule with the elements it flags, and the headings
 * that skip a level (not a WCAG criterion, so not in the tags; Lighthouse's accessibility score counts it), from one
 * axe run in the page itself (the site has no frames). Axe is injected once per document: parsing its half-megabyte
 * source again for every run took a third of each audit.
 *
 * `coloursOnly` is for a page already audited whole in the other colour mode at the same width: its elements, names
 * and layout are the same, so only the rules that read colours can find anything new. `within` and `outside` limit the
 * audit to the part of the page the others have not seen (CSS selectors; the whole page when neither is given).
 */
export async function accessibilityViolations(
  page: Page,
  {coloursOnly = false, within, outside}: {coloursOnly?: boolean; within?: string; outside?: string} = {},
): Promise<{wcag: string[]; skippedHeadings: string[]}> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    runOnly: coloursOnly ? {type: 'rule', values: colourRules} : {type: 'tag', values: wcagTags},
    rules: coloursOnly ? {} : {'heading-order': {enabled: true}},
  };
  const context = {include: [within ?? 'html'], exclude: outside ? [outside] : []};
  const violations = await page.evaluate(
    async ({context, options}) => (await (window as AxeWindow).axe!.run(context, options)).violations,
    {context, options},
  );
  return {
    wcag: summarize(violations.filter(({id}) => id !== 'heading-order')),
    skippedHeadings: summarize(violations.filter(({id}) => id === 'heading-order')),
  };
}

/** Axe's WCAG 2.2 A/AA violations on the page as it is (see accessibilityViolations for `coloursOnly`). */
export async function wcagViolations(
  page: Page,
  options: Parameters<typeof accessibilityViolations>[1] = {},
): Promise<string[]> {
  return (await accessibilityViolations(page, options)).wcag;
}

// --- Reflow (WCAG 2.2, 1.4.10) ----------------------------------------------------------------------------------

/** How far the page scrolls sideways, and the innermost elements that stick out past the right edge. */
export async function horizontalOverflow(page: Page): Promise<{by: number; culprits: string[]}> {
  return page.evaluate(() => {
    const {scrollWidth, clientWidth} = document.documentElement;
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
}

// --- Hungarian interface ----------------------------------------------------------------------------------------

/** The only theme strings the spec keeps in English. */
const specFixedKeys = new Set([
  'theme.common.headingLinkTitle',
  'theme.ErrorPageContent.title',
  'theme.ErrorPageContent.tryAgain',
]);

/** Every English string the theme can write: its own English source messages. */
const englishMessages: string[] = (() => {
  const read = (file: string) =>
    JSON.parse(readFileSync(require.resolve(`@docusaurus/theme-translations/locales/base/${file}`), 'utf8')) as Record<
      string,
      string
    >;
  // The search messages too: the site's search reuses their ids (theme.SearchBar.label …).
  const base = {...read('theme-common.json'), ...read('theme-search-algolia.json')};
  return Object.entries(base)
    .filter(([key]) => !key.endsWith('___DESCRIPTION') && !specFixedKeys.has(key))
    .map(([, message]) => message);
})();

/** The literal pieces of each message (between placeholders and plural forms) that would show if untranslated. */
export const englishFragments = [
  ...new Set(
    englishMessages
      .flatMap((message) => message.split(/\{[^}]+\}|\|/))
      .map((fragment) => fragment.replace(/[:.()"'←-]+/g, ' ').trim())
      .filter((fragment) => /[a-z]{3}/.test(fragment)),
  ),
];

const englishPattern = new RegExp(
  `(^|[^\\p{L}])(${englishFragments.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})($|[^\\p{L}])`,
  'u',
);

/**
 * What the interface shows and announces outside the page's own Markdown: visible text of the chrome
 * (navbar, sidebars, TOC, footer, pagination, metadata), and every aria-label, title, placeholder and alt.
 */
export async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const body = document.body.cloneNode(true) as HTMLElement;
    // The guides' and posts' own prose is Hungarian content, checked by the spell-check, not theme text; so are the
    // shared procedures wherever they show (the home page's situations), with their sources' own titles.
    body
      .querySelectorAll('.markdown, [data-procedure], [data-procedure-sources], script, style, noscript')
      .forEach((el) => el.remove());
    texts.push(...body.innerText.split('\n'));
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      if (el.closest('.markdown') && el.matches('img')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        // Heading anchors keep the spec's English 'Direct link to {heading}'.
        if (value && !(el.matches('a.hash-link') && value.startsWith('Direct link to '))) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The interface texts that contain an English theme or search string. */
export function englishIn(texts: string[]): string[] {
  return texts.filter((text) => englishPattern.test(text));
}

// --- Privacy ----------------------------------------------------------------------------------------------------

/**
 * Records, from the next navigation on, every request to another origin, console error, uncaught exception and
 * Content Security Policy violation (reported to the console by an init script).
 */
export async function watchPrivacy(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request: ${url}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

// --- Guides ------------------------------------------------------------------------------------------------------

/**
 * What a doc page says about itself: its description, the date it was checked, and how many words of its own text a
 * reader sees. The shared procedures (`data-procedure`) are not counted: the safety rules require them wherever their
 * topic comes up, and they are written once for the whole site, so a page's length budget is for its own prose.
 */
export async function docSubstance(
  page: Page,
): Promise<{description: string; ogDescription: string; checked: string; words: number}> {
  return page.evaluate(() => {
    const count = (element: HTMLElement) => element.innerText.split(/\s+/).filter(Boolean).length;
    const article = document.querySelector<HTMLElement>('article .markdown')!;
    // The procedures and their source marks („[forrás: 1, 2]”, the folded source lists), outermost only.
    const shared = '[data-procedure], [data-procedure-sources]';
    const sharedBlocks = Array.from(article.querySelectorAll<HTMLElement>(shared)).filter(
      (element) => !element.parentElement?.closest(shared),
    );
    return {
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
      checked: document.querySelector('.theme-last-updated')?.textContent ?? '',
      words: count(article) - sharedBlocks.reduce((sum, element) => sum + count(element), 0),
    };
  });
}

/** Each linked page's status and ids, fetched and parsed once per test worker: the built site does not change. */
const linkedPages = new Map<string, Promise<{status: number; ids: Set<string>}>>();

/** The links of the page's text to other pages of the site that do not answer 200, or whose anchor is not there. */
export async function brokenSiteLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const hrefs = await page
    .locator('article .markdown a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  const broken: string[] = [];
  for (const href of hrefs) {
    const [target, anchor] = href.split('#');
    if (!linkedPages.has(target)) {
      linkedPages.set(
        target,
        request.get(target).then(async (response) => ({status: response.status(), ids: idsIn(await response.text())})),
      );
    }
    const {status, ids} = await linkedPages.get(target)!;
    if (status !== 200) broken.push(`${href}: ${status}`);
    else if (anchor && !ids.has(decodeURIComponent(anchor))) broken.push(`${href}: no such id`);
  }
  return broken;
}

/** Table-of-contents entries that repeat another, or do not lead to one heading the reader sees (not in a tab). */
export async function tableOfContentsProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const links = Array.from(document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link'));
    const texts = links.map((link) => (link as HTMLElement).innerText);
    texts.forEach((text, index) => texts.indexOf(text) !== index && problems.push(`repeated: ${text}`));
    for (const href of links.map((link) => link.getAttribute('href')!)) {
      const id = decodeURIComponent(href.slice(1));
      const targets = Array.from(document.querySelectorAll('[id]')).filter((el) => el.id === id);
      const seen = targets[0]?.getBoundingClientRect();
      if (targets.length !== 1) problems.push(`${href}: ${targets.length} elements with this id`);
      // In a tab panel all but one platform is hidden.
      else if (targets[0].closest('[role="tabpanel"]')) problems.push(`${href}: inside a tab panel`);
      else if (!targets[0].checkVisibility({visibilityProperty: true}) || !seen?.width || !seen.height)
        problems.push(`${href}: not visible`);
    }
    return problems;
  });
}

// --- Figures -----------------------------------------------------------------------------------------------------

/**
 * What is wrong with the page's figures: each is named (a text alternative that carries its information, not a word
 * or two), captioned, sized before styles load (nothing shifts), made of real text coloured only through the theme's
 * variables, with no images or outside files, and small.
 */
export async function figureProblems(page: Page): Promise<{count: number; problems: string[]}> {
  const figures = await page.locator('article figure').evaluateAll((all) =>
    all.map((figure) => {
      const svg = figure.querySelector('svg');
      return {
        role: svg?.getAttribute('role'),
        label: svg?.getAttribute('aria-label') ?? '',
        caption: figure.querySelector('figcaption')?.textContent ?? '',
        width: Number(svg?.getAttribute('width')),
        height: Number(svg?.getAttribute('height')),
        texts: svg?.querySelectorAll('text').length ?? 0,
        markup: svg?.outerHTML ?? '',
      };
    }),
  );
  const problems = figures.flatMap(({role, label, caption, width, height, texts, markup}, index) => {
    const wrong = [
      role !== 'img' && 'role is not img',
      label.length < 40 && 'aria-label under 40 characters',
      !/\S{3,}/.test(caption) && 'no caption',
      !(width > 0 && height > 0) && 'no width and height',
      texts === 0 && 'no text',
      /\s(fill|stroke|stop-color|color)="(?!var\(--fig-|none")[^"]*"/i.test(markup) && 'a colour outside the theme',
      /<image|href="http/.test(markup) && 'an image or an outside file',
      gzipSync(markup).length >= 20 * 1024 && 'over 20 KiB gzipped',
    ];
    return wrong.filter(Boolean).map((problem) => `figure ${index + 1}: ${problem}`);
  });
  return {count: figures.length, problems};
}

/** The fill each text of each figure is painted with, as the browser computes it. */
export async function figureTextColours(page: Page): Promise<string[][]> {
  return page
    .locator('article figure svg')
    .evaluateAll((svgs) =>
      svgs.map((svg) => Array.from(svg.querySelectorAll('text')).map((text) => getComputedStyle(text).fill)),
    );
}

/**
 * Figures that do not fit the column of the current (phone) screen, or whose smallest text, scaled to the column, is
 * shorter than a line of 12 px type: a child reads it without zooming.
 */
export async function figureFitProblems(page: Page): Promise<string[]> {
  const boxes = await page.locator('article figure svg').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const {width, height} = svg.getBoundingClientRect();
      const smallestText = Math.min(
        ...Array.from(svg.querySelectorAll('text')).map((text) => text.getBoundingClientRect().height),
      );
      return {width, height, smallestText, room: svg.closest('article')!.getBoundingClientRect().width};
    }),
  );
  return boxes.flatMap(({width, height, smallestText, room}, index) => {
    const wrong = [
      !(width > 200 && width <= room) && `${Math.round(width)} px wide in a ${Math.round(room)} px column`,
      !(height > 50) && `${Math.round(height)} px high`,
      !(smallestText >= 12 * 1.1) && `smallest text ${smallestText.toFixed(1)} px high`,
    ];
    return wrong.filter(Boolean).map((problem) => `figure ${index + 1}: ${problem}`);
  });
}
